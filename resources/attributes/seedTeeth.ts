import { type SeedRecord, tr } from '../../lib/seed';
import { attribute, degrees, millimetres, option } from './seedHelpers';

const QUADRANTS = [
  { digit: 1, fr: 'supérieure droite', en: 'upper right' },
  { digit: 2, fr: 'supérieure gauche', en: 'upper left' },
  { digit: 3, fr: 'inférieure gauche', en: 'lower left' },
  { digit: 4, fr: 'inférieure droite', en: 'lower right' },
];

const TEETH = [
  { digit: 1, fr: 'incisive centrale', en: 'central incisor' },
  { digit: 2, fr: 'incisive latérale', en: 'lateral incisor' },
  { digit: 3, fr: 'canine', en: 'canine' },
  { digit: 4, fr: 'première prémolaire', en: 'first premolar' },
  { digit: 5, fr: 'deuxième prémolaire', en: 'second premolar' },
  { digit: 6, fr: 'première molaire', en: 'first molar' },
  { digit: 7, fr: 'deuxième molaire', en: 'second molar' },
  { digit: 8, fr: 'troisième molaire', en: 'third molar' },
];

const TOOTH_STATUS = {
  options: [
    option('healthy', 'Saine', 'Sound'),
    option('decayed', 'Cariée', 'Decayed'),
    option('restored', 'Restaurée', 'Restored'),
    option('crowned', 'Couronnée', 'Crowned'),
    option('impacted', 'Incluse', 'Impacted'),
    option('missing', 'Absente', 'Missing'),
    option('implant', 'Implant', 'Implant'),
  ],
  normalValue: 'healthy',
};

const perTooth: SeedRecord[] = QUADRANTS.flatMap((quadrant) =>
  TEETH.flatMap((tooth) => {
    const number = `${quadrant.digit}${tooth.digit}`;
    const fr = `dent ${number} (${tooth.fr} ${quadrant.fr})`;
    const en = `tooth ${number} (${quadrant.en} ${tooth.en})`;
    return [
      attribute('teeth', `tooth_${number}_status`, tr(`État de la ${fr}`, `Status of ${en}`), 'select', {
        options: TOOTH_STATUS,
      }),
      attribute('teeth', `tooth_${number}_rotation`, tr(`Rotation de la ${fr}`, `Rotation of ${en}`), 'number', {
        options: degrees(-90, 90, 0),
      }),
    ];
  }),
);

const JAWS = [
  { key: 'maxillary', fr: 'maxillaire', en: 'Maxillary', upper: true },
  { key: 'mandibular', fr: 'mandibulaire', en: 'Mandibular', upper: false },
];

const ARCH_FORM = {
  options: [
    option('oval', 'Ovale', 'Ovoid'),
    option('square', 'Carrée', 'Square'),
    option('tapered', 'Triangulaire', 'Tapered'),
  ],
};

const perJaw: SeedRecord[] = JAWS.flatMap((jaw) => [
  attribute('arches', `${jaw.key}_crowding`, tr(`Encombrement ${jaw.fr}`, `${jaw.en} crowding`), 'number', {
    options: millimetres(0, 20, 0),
  }),
  attribute('arches', `${jaw.key}_spacing`, tr(`Diastèmes ${jaw.fr}s`, `${jaw.en} spacing`), 'number', {
    options: millimetres(0, 15, 0),
  }),
  attribute(
    'arches',
    `${jaw.key}_intercanine_width`,
    tr(`Largeur intercanine ${jaw.fr}`, `${jaw.en} intercanine width`),
    'number',
    {
      options: millimetres(15, 50, jaw.upper ? 34 : 26),
    },
  ),
  attribute(
    'arches',
    `${jaw.key}_intermolar_width`,
    tr(`Largeur intermolaire ${jaw.fr}`, `${jaw.en} intermolar width`),
    'number',
    {
      options: millimetres(25, 65, jaw.upper ? 47 : 42),
    },
  ),
  attribute('arches', `${jaw.key}_arch_form`, tr(`Forme de l'arcade ${jaw.fr}`, `${jaw.en} arch form`), 'select', {
    options: ARCH_FORM,
  }),
  attribute(
    'arches',
    `${jaw.key}_midline_shift`,
    tr(`Décalage du milieu interincisif ${jaw.fr}`, `${jaw.en} midline shift`),
    'number',
    {
      description: tr('Positif vers la droite du patient.', "Positive towards the patient's right."),
      options: millimetres(-10, 10, 0),
    },
  ),
  attribute(
    'arches',
    `${jaw.key}_incisor_inclination`,
    tr(`Inclinaison des incisives ${jaw.fr}s`, `${jaw.en} incisor inclination`),
    'select',
    {
      options: {
        options: [
          option('retroclined', 'Rétroversées', 'Retroclined'),
          option('normal', 'Normales', 'Normal'),
          option('proclined', 'Proversées', 'Proclined'),
        ],
        normalValue: 'normal',
      },
    },
  ),
]);

const teethSelection = (keyName: string, fr: string, en: string, final = false): SeedRecord =>
  attribute('teeth', keyName, tr(fr, en), 'select-teeth', {
    options: { selectionMode: 'unitary', teethShown: final ? 'final' : 'all' },
  });

const selections: SeedRecord[] = [
  teethSelection('missing_teeth', 'Dents absentes', 'Missing teeth'),
  teethSelection('agenesis', 'Agénésies', 'Congenitally missing teeth'),
  teethSelection('impacted_teeth', 'Dents incluses', 'Impacted teeth'),
  teethSelection('retained_primary_teeth', 'Dents temporaires persistantes', 'Retained primary teeth'),
  teethSelection('teeth_to_extract', 'Dents à extraire', 'Teeth to extract', true),
  teethSelection('restored_teeth', 'Dents restaurées', 'Restored teeth', true),
  teethSelection('ectopic_teeth', 'Dents ectopiques', 'Ectopic teeth'),
  attribute('teeth', 'arches_to_treat', tr('Arcades à traiter', 'Arches to treat'), 'select-teeth', {
    options: { selectionMode: 'jaw', teethShown: 'final' },
  }),
  attribute('teeth', 'painful_quadrants', tr('Quadrants douloureux', 'Painful quadrants'), 'select-teeth', {
    options: { selectionMode: 'quadrant', teethShown: 'all' },
  }),
  attribute('periodontium', 'calculus_sextants', tr('Sextants avec tartre', 'Sextants with calculus'), 'select-teeth', {
    options: { selectionMode: 'sextant', teethShown: 'all' },
  }),
];

export default [...perTooth, ...perJaw, ...selections];
