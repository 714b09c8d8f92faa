import { ref, type SeedRecord, tr } from '../../lib/seed';

const attributes = (...keyNames: string[]) => keyNames.map((keyName) => ref('attributes', keyName));
const category = (keyName: string) => ref('objectiveCategories', keyName);

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'correct_class_2',
      label: tr('Corriger la classe II', 'Correct the Class II'),
      categoryId: category('sagittal_molar'),
      type: 'select',
      attributeIds: attributes('target_molar_class_right', 'target_molar_class_left'),
    },
  },
  {
    data: {
      keyName: 'correct_class_3',
      label: tr('Corriger la classe III', 'Correct the Class III'),
      categoryId: category('sagittal_molar'),
      type: 'select',
      attributeIds: attributes('target_molar_class_right', 'target_molar_class_left'),
    },
  },
  {
    data: {
      keyName: 'reduce_overjet',
      label: tr('Réduire le surplomb', 'Reduce the overjet'),
      categoryId: category('sagittal_incisor'),
      type: 'number',
      options: { unit: 'mm', min: 0, max: 6, step: 0.5 },
      attributeIds: attributes('target_overjet'),
      objectiveTypeIds: [ref('objectiveTypes', 'correct_class_2')],
    },
  },
  {
    data: {
      keyName: 'close_open_bite',
      label: tr('Fermer la béance antérieure', 'Close the anterior open bite'),
      categoryId: category('vertical_anterior'),
      type: 'number',
      options: { unit: 'mm', min: 0, max: 6, step: 0.5 },
      attributeIds: attributes('close_open_bite', 'target_overbite'),
    },
  },
  {
    data: {
      keyName: 'reduce_deep_bite',
      label: tr('Réduire la supraclusie', 'Reduce the deep bite'),
      categoryId: category('vertical_anterior'),
      type: 'number',
      options: { unit: 'mm', min: 0, max: 6, step: 0.5 },
      attributeIds: attributes('target_overbite', 'level_curve_of_spee'),
    },
  },
  {
    data: {
      keyName: 'expand_maxilla',
      label: tr("Élargir l'arcade maxillaire", 'Expand the maxillary arch'),
      categoryId: category('transverse_arches'),
      type: 'number',
      options: { unit: 'mm', min: 0, max: 12, step: 0.5 },
      attributeIds: attributes('target_maxillary_intermolar_width', 'correct_posterior_crossbite'),
    },
  },
  {
    data: {
      keyName: 'resolve_crowding',
      label: tr("Résoudre l'encombrement", 'Resolve crowding'),
      categoryId: category('alignment_spaces'),
      type: 'radio',
      options: {
        options: [
          { value: 'expansion', label: tr('Par expansion', 'By expansion') },
          { value: 'stripping', label: tr('Par réduction amélaire', 'By interproximal reduction') },
          { value: 'extraction', label: tr('Par extractions', 'By extractions') },
        ],
      },
      attributeIds: attributes('extraction_treatment'),
      objectiveTypeIds: [ref('objectiveTypes', 'expand_maxilla')],
    },
  },
  {
    data: {
      keyName: 'close_spaces',
      label: tr('Fermer les diastèmes', 'Close the spaces'),
      categoryId: category('alignment_spaces'),
      type: 'none',
      attributeIds: attributes('close_spaces'),
    },
  },
  {
    data: {
      keyName: 'center_midlines',
      label: tr('Centrer les milieux interincisifs', 'Centre the dental midlines'),
      categoryId: category('alignment_smile'),
      type: 'none',
      attributeIds: attributes('correct_midlines'),
    },
  },
  {
    data: {
      keyName: 'improve_smile',
      label: tr("Harmoniser l'esthétique du sourire", 'Improve smile aesthetics'),
      categoryId: category('alignment_smile'),
      type: 'checkbox',
      options: {
        options: [
          { value: 'smile_arc', label: tr('Arc du sourire', 'Smile arc') },
          { value: 'gingival_display', label: tr('Exposition gingivale', 'Gingival display') },
          { value: 'buccal_corridors', label: tr('Corridors buccaux', 'Buccal corridors') },
        ],
        minChecks: 1,
      },
      attributeIds: attributes('improve_smile_arc', 'target_gingival_display', 'target_incisor_display'),
      displayMode: 'hidden_by_default',
    },
  },
];
export default seed;
