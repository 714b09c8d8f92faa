import { frenchOnly, ref, type SeedRecord, tr } from '../../lib/seed';

const theme = (keyName: string) => ref('pedagogicalSheetThemes', keyName);

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'class_ii_division_1',
      type: 'minidiag',
      title: tr('Classe II division 1', 'Class II division 1'),
      themeId: theme('malocclusions'),
      color: '#EF6C00',
      isPublic: true,
    },
  },
  {
    data: {
      keyName: 'anterior_open_bite',
      type: 'minidiag',
      title: tr('Béance antérieure', 'Anterior open bite'),
      themeId: theme('malocclusions'),
      color: '#F57C00',
      isPublic: true,
    },
  },
  {
    data: {
      keyName: 'dental_crowding',
      type: 'minidiag',
      title: tr('Encombrement dentaire', 'Dental crowding'),
      themeId: theme('malocclusions'),
      color: '#FB8C00',
      isPublic: true,
    },
  },
  {
    data: {
      keyName: 'mouth_breathing',
      type: 'attribute',
      title: tr('Respiration buccale', 'Mouth breathing'),
      themeId: theme('oral_functions'),
      color: '#7E57C2',
      isPublic: true,
    },
  },
  {
    data: {
      keyName: 'tongue_thrust',
      type: 'attribute',
      title: tr('Déglutition atypique', 'Tongue thrust swallowing'),
      themeId: theme('oral_functions'),
      color: '#9575CD',
      isPublic: true,
    },
  },
  {
    data: {
      keyName: 'thumb_sucking',
      type: 'attribute',
      title: tr('Succion du pouce', 'Thumb sucking'),
      themeId: theme('oral_functions'),
      color: '#B39DDB',
      isPublic: true,
    },
  },
  {
    data: {
      keyName: 'overjet_reduction',
      type: 'objective_type',
      title: tr('Réduction du surplomb incisif', 'Overjet reduction'),
      themeId: theme('malocclusions'),
      color: '#E65100',
      isPublic: false,
    },
  },
  {
    data: {
      keyName: 'crossbite_correction',
      type: 'objective_type',
      title: tr("Correction de l'articulé croisé", 'Crossbite correction'),
      themeId: theme('malocclusions'),
      color: '#BF360C',
      isPublic: false,
    },
  },
  {
    data: {
      keyName: 'clear_aligners',
      type: 'appliance_type',
      title: tr("Gouttières d'alignement", 'Clear aligners'),
      themeId: theme('appliances'),
      color: '#1E88E5',
      isPublic: true,
    },
  },
  {
    data: {
      keyName: 'palatal_expander',
      type: 'appliance_type',
      title: tr('Disjoncteur palatin', 'Rapid palatal expander'),
      themeId: theme('appliances'),
      color: '#1565C0',
      isPublic: true,
    },
  },
  {
    data: {
      keyName: 'bonded_retainer',
      type: 'appliance_type',
      title: tr('Contention collée', 'Bonded retainer'),
      themeId: theme('appliances'),
      color: '#0D47A1',
      isPublic: true,
    },
  },
  {
    data: {
      keyName: 'attachment_bonding',
      type: 'act_type',
      title: tr('Pose des taquets', 'Attachment bonding'),
      themeId: theme('treatment_steps'),
      color: '#43A047',
      isPublic: true,
    },
  },
  {
    data: {
      keyName: 'interproximal_reduction',
      type: 'act_type',
      // Older data: titled in French only (docs/translation.md, "Missing a language").
      title: frenchOnly('Stripping (réduction amélaire interproximale)'),
      themeId: theme('treatment_steps'),
      color: '#2E7D32',
      isPublic: true,
    },
  },
];
export default seed;
