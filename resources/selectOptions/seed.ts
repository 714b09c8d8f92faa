import { ref, type SeedRecord, tr } from '../../lib/seed';

interface Option {
  value: string;
  label: ReturnType<typeof tr>;
  patient: ReturnType<typeof tr>;
  practitioner: ReturnType<typeof tr>;
  normal?: boolean;
}

const optionsOf = (attribute: string, options: Option[]): SeedRecord[] =>
  options.map((option, displayOrder) => ({
    ref: `${attribute}.${option.value}`,
    data: {
      value: option.value,
      label: option.label,
      descriptionPatient: option.patient,
      descriptionPractitioner: option.practitioner,
      normalValue: option.normal ?? false,
      displayOrder,
      attributeId: ref('attributes', attribute),
    },
  }));

const seed: SeedRecord[] = [
  ...optionsOf('molar_class_right', [
    {
      value: 'class_1',
      label: tr('Classe I', 'Class I'),
      patient: tr('Vos molaires s’emboîtent normalement.', 'Your back teeth fit together normally.'),
      practitioner: tr(
        'Cuspide mésio-vestibulaire de la 16 dans le sillon vestibulaire de la 46.',
        'Mesiobuccal cusp of 16 in the buccal groove of 46.',
      ),
      normal: true,
    },
    {
      value: 'class_2',
      label: tr('Classe II', 'Class II'),
      patient: tr(
        'Les dents du haut sont en avance sur celles du bas.',
        'Your upper teeth sit ahead of your lower teeth.',
      ),
      practitioner: tr('Molaire mandibulaire en position distale.', 'Mandibular molar in a distal position.'),
    },
    {
      value: 'class_3',
      label: tr('Classe III', 'Class III'),
      patient: tr(
        'Les dents du bas sont en avance sur celles du haut.',
        'Your lower teeth sit ahead of your upper teeth.',
      ),
      practitioner: tr('Molaire mandibulaire en position mésiale.', 'Mandibular molar in a mesial position.'),
    },
  ]),
  ...optionsOf('breathing_mode', [
    {
      value: 'nasal',
      label: tr('Nasale', 'Nasal'),
      patient: tr('Vous respirez par le nez.', 'You breathe through your nose.'),
      practitioner: tr('Ventilation nasale physiologique.', 'Physiological nasal breathing.'),
      normal: true,
    },
    {
      value: 'oral',
      label: tr('Buccale', 'Oral'),
      patient: tr('Vous respirez surtout par la bouche.', 'You mostly breathe through your mouth.'),
      practitioner: tr(
        'Ventilation buccale : rechercher un obstacle ORL.',
        'Mouth breathing: check for an ENT obstruction.',
      ),
    },
    {
      value: 'mixed',
      label: tr('Mixte', 'Mixed'),
      patient: tr('Vous respirez par le nez et par la bouche.', 'You breathe through both nose and mouth.'),
      practitioner: tr('Ventilation mixte, à réévaluer.', 'Mixed breathing, to be reassessed.'),
    },
  ]),
  ...optionsOf('smile_arc', [
    {
      value: 'consonant',
      label: tr('Consonant', 'Consonant'),
      patient: tr(
        'Vos dents suivent la courbe de votre lèvre inférieure.',
        'Your teeth follow the curve of your lower lip.',
      ),
      practitioner: tr('Bords incisifs parallèles à la lèvre inférieure.', 'Incisal edges parallel to the lower lip.'),
      normal: true,
    },
    {
      value: 'flat',
      label: tr('Plat', 'Flat'),
      patient: tr('La ligne de vos dents est droite.', 'The line of your teeth is straight.'),
      practitioner: tr('Arc du sourire plat.', 'Flat smile arc.'),
    },
  ]),
];
export default seed;
