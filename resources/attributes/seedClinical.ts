import { type SeedRecord, tr } from '../../lib/seed';
import { attribute, degrees, millimetres, option, YES_NO } from './seedHelpers';

const LOW_NORMAL_HIGH = {
  options: [
    option('reduced', 'Diminuée', 'Reduced'),
    option('normal', 'Normale', 'Normal'),
    option('increased', 'Augmentée', 'Increased'),
  ],
  normalValue: 'normal',
};
const NONE_RIGHT_LEFT = {
  options: [
    option('none', 'Aucune', 'None'),
    option('right', 'Vers la droite', 'To the right'),
    option('left', 'Vers la gauche', 'To the left'),
  ],
  normalValue: 'none',
};
const CLASS = {
  options: [
    option('class_1', 'Classe I', 'Class I'),
    option('class_2_half', 'Classe II demi-cuspide', 'Half-cusp Class II'),
    option('class_2', 'Classe II', 'Class II'),
    option('class_3', 'Classe III', 'Class III'),
  ],
  normalValue: 'class_1',
};

const generalHealth: SeedRecord[] = [
  attribute('general_health', 'chief_complaint', tr('Motif de consultation', 'Chief complaint'), 'textarea', {
    options: { maxLength: 2000 },
    editable: true,
  }),
  attribute('general_health', 'referred_by', tr('Adressé par', 'Referred by'), 'text', { options: { maxLength: 200 } }),
  attribute('general_health', 'general_health_notes', tr('Antécédents médicaux', 'Medical history'), 'textarea', {
    editable: true,
  }),
  attribute('general_health', 'current_medication', tr('Traitements en cours', 'Current medication'), 'textarea', {
    editable: true,
  }),
  attribute('general_health', 'nickel_allergy', tr('Allergie au nickel', 'Nickel allergy'), 'radio', {
    description: tr(
      'Contre-indique les attaches et arcs contenant du nickel.',
      'Rules out brackets and wires containing nickel.',
    ),
    options: YES_NO,
  }),
  attribute('general_health', 'latex_allergy', tr('Allergie au latex', 'Latex allergy'), 'radio', { options: YES_NO }),
  attribute('general_health', 'other_allergies', tr('Autres allergies', 'Other allergies'), 'text'),
  attribute('general_health', 'asthma', tr('Asthme', 'Asthma'), 'radio', { options: YES_NO }),
  attribute('general_health', 'diabetes', tr('Diabète', 'Diabetes'), 'radio', { options: YES_NO }),
  attribute('general_health', 'heart_condition', tr('Cardiopathie', 'Heart condition'), 'radio', { options: YES_NO }),
  attribute('general_health', 'bleeding_disorder', tr('Trouble de la coagulation', 'Bleeding disorder'), 'radio', {
    options: YES_NO,
  }),
  attribute(
    'general_health',
    'bisphosphonates',
    tr('Traitement par bisphosphonates', 'Bisphosphonate therapy'),
    'radio',
    {
      description: tr('Ralentit les déplacements dentaires.', 'Slows down tooth movement.'),
      options: YES_NO,
    },
  ),
  attribute('general_health', 'smoker', tr('Tabagisme', 'Smoking'), 'radio', { options: YES_NO }),
  attribute(
    'general_health',
    'previous_orthodontics',
    tr('Traitement orthodontique antérieur', 'Previous orthodontic treatment'),
    'radio',
    {
      options: YES_NO,
    },
  ),
  attribute(
    'general_health',
    'previous_orthodontics_end',
    tr('Fin du traitement antérieur', 'End of previous treatment'),
    'date',
    {
      displayMode: 'hidden_by_default',
    },
  ),
  attribute('general_health', 'last_dental_visit', tr('Dernière visite chez le dentiste', 'Last dental visit'), 'date'),
  attribute('general_health', 'growth_stage', tr('Stade de croissance', 'Growth stage'), 'select', {
    options: {
      options: [
        option('pre_pubertal', 'Prépubertaire', 'Pre-pubertal'),
        option('pubertal_peak', 'Pic pubertaire', 'Pubertal growth spurt'),
        option('post_pubertal', 'Post-pubertaire', 'Post-pubertal'),
        option('adult', 'Adulte', 'Adult'),
      ],
    },
  }),
  attribute('general_health', 'family_class_3', tr('Classe III familiale', 'Family history of Class III'), 'radio', {
    options: YES_NO,
  }),
  attribute('general_health', 'motivation', tr('Motivation du patient', 'Patient motivation'), 'select', {
    options: {
      options: [option('low', 'Faible', 'Low'), option('medium', 'Moyenne', 'Medium'), option('high', 'Forte', 'High')],
    },
  }),
];

const faceAndSmile: SeedRecord[] = [
  attribute(
    'face_profile',
    'face_photo_hint',
    tr(
      'Observer le patient de face, tête en position naturelle.',
      'Observe the patient from the front, head in natural position.',
    ),
    'textonly',
  ),
  attribute('face_profile', 'facial_symmetry', tr('Symétrie faciale', 'Facial symmetry'), 'radio', {
    options: {
      options: [option('symmetric', 'Symétrique', 'Symmetric'), option('asymmetric', 'Asymétrique', 'Asymmetric')],
      normalValue: 'symmetric',
    },
  }),
  attribute('face_profile', 'chin_deviation', tr('Déviation du menton', 'Chin deviation'), 'select', {
    options: NONE_RIGHT_LEFT,
  }),
  attribute('face_profile', 'facial_type', tr('Typologie faciale', 'Facial type'), 'select', {
    options: {
      options: [
        option('brachyfacial', 'Brachyfacial', 'Brachyfacial'),
        option('mesofacial', 'Mésofacial', 'Mesofacial'),
        option('dolichofacial', 'Dolichofacial', 'Dolichofacial'),
      ],
    },
  }),
  attribute('face_profile', 'profile', tr('Profil', 'Profile'), 'select', {
    options: {
      options: [
        option('convex', 'Convexe', 'Convex'),
        option('straight', 'Droit', 'Straight'),
        option('concave', 'Concave', 'Concave'),
      ],
      normalValue: 'straight',
    },
  }),
  attribute('face_profile', 'nasolabial_angle', tr('Angle nasolabial', 'Nasolabial angle'), 'number', {
    options: degrees(60, 150, 100),
  }),
  attribute('face_profile', 'lip_competence', tr('Inocclusion labiale au repos', 'Lip incompetence at rest'), 'radio', {
    options: YES_NO,
  }),
  attribute('face_profile', 'lower_face_height', tr("Hauteur de l'étage inférieur", 'Lower facial height'), 'select', {
    options: LOW_NORMAL_HIGH,
  }),
  attribute(
    'face_profile',
    'lips_to_e_line',
    tr('Lèvre inférieure / ligne E de Ricketts', 'Lower lip to Ricketts E-line'),
    'number',
    {
      options: millimetres(-10, 10, -2),
    },
  ),
  attribute(
    'smile',
    'gingival_display',
    tr('Exposition gingivale au sourire', 'Gingival display when smiling'),
    'number',
    {
      options: millimetres(0, 12, 1),
    },
  ),
  attribute('smile', 'incisor_display_rest', tr('Découvrement incisif au repos', 'Incisor display at rest'), 'number', {
    options: millimetres(0, 10, 3),
  }),
  attribute('smile', 'smile_arc', tr('Arc du sourire', 'Smile arc'), 'select', {
    options: {
      options: [
        option('consonant', 'Consonant', 'Consonant'),
        option('flat', 'Plat', 'Flat'),
        option('reverse', 'Inversé', 'Reverse'),
      ],
      normalValue: 'consonant',
    },
  }),
  attribute('smile', 'buccal_corridors', tr('Corridors buccaux', 'Buccal corridors'), 'select', {
    options: LOW_NORMAL_HIGH,
  }),
  attribute(
    'smile',
    'upper_midline_to_face',
    tr('Milieu incisif supérieur / milieu du visage', 'Upper midline to facial midline'),
    'number',
    {
      options: millimetres(-8, 8, 0),
    },
  ),
];

const SIDES = [
  { key: 'right', fr: 'droite', frMasculine: 'droit', en: 'Right' },
  { key: 'left', fr: 'gauche', frMasculine: 'gauche', en: 'Left' },
];

const occlusion: SeedRecord[] = [
  attribute('occlusion', 'overjet', tr('Surplomb incisif', 'Overjet'), 'number', {
    description: tr(
      'Distance horizontale entre le bord libre des incisives supérieures et la face vestibulaire des incisives inférieures.',
      'Horizontal distance between the upper incisal edges and the labial surface of the lower incisors.',
    ),
    options: millimetres(-10, 15, 2.5),
  }),
  attribute('occlusion', 'overbite', tr('Recouvrement incisif', 'Overbite'), 'number', {
    description: tr('Négatif en cas de béance.', 'Negative for an open bite.'),
    options: millimetres(-10, 10, 2.5),
  }),
  attribute('occlusion', 'anterior_crossbite', tr('Occlusion croisée antérieure', 'Anterior crossbite'), 'radio', {
    options: YES_NO,
  }),
  attribute('occlusion', 'anterior_open_bite', tr('Béance antérieure', 'Anterior open bite'), 'radio', {
    options: YES_NO,
  }),
  ...SIDES.flatMap((side) => [
    attribute(
      'occlusion',
      `molar_class_${side.key}`,
      tr(`Classe molaire ${side.fr}`, `${side.en} molar class`),
      'select',
      { options: CLASS },
    ),
    attribute(
      'occlusion',
      `canine_class_${side.key}`,
      tr(`Classe canine ${side.fr}`, `${side.en} canine class`),
      'select',
      { options: CLASS },
    ),
    attribute(
      'occlusion',
      `posterior_crossbite_${side.key}`,
      tr(`Occlusion croisée postérieure ${side.fr}`, `${side.en} posterior crossbite`),
      'radio',
      {
        options: YES_NO,
      },
    ),
    attribute(
      'occlusion',
      `scissor_bite_${side.key}`,
      tr(`Occlusion en ciseaux ${side.fr}`, `${side.en} scissor bite`),
      'radio',
      { options: YES_NO },
    ),
    attribute(
      'occlusion',
      `lateral_guidance_${side.key}`,
      tr(`Guidage en latéralité ${side.fr}`, `${side.en} lateral guidance`),
      'select',
      {
        options: {
          options: [
            option('canine', 'Fonction canine', 'Canine guidance'),
            option('group', 'Fonction de groupe', 'Group function'),
            option('interference', 'Interférence non travaillante', 'Non-working side interference'),
          ],
        },
      },
    ),
  ]),
];

const periodontium: SeedRecord[] = [
  attribute('periodontium', 'oral_hygiene', tr('Hygiène bucco-dentaire', 'Oral hygiene'), 'select', {
    options: {
      options: [
        option('good', 'Bonne', 'Good'),
        option('fair', 'Moyenne', 'Fair'),
        option('poor', 'Insuffisante', 'Poor'),
      ],
      normalValue: 'good',
    },
  }),
  attribute('periodontium', 'plaque_index', tr('Indice de plaque', 'Plaque index'), 'number', {
    options: { min: 0, max: 3, step: 1, normalValue: 0 },
  }),
  attribute('periodontium', 'gingival_inflammation', tr('Inflammation gingivale', 'Gingival inflammation'), 'radio', {
    options: YES_NO,
  }),
  attribute('periodontium', 'gingival_recessions', tr('Récessions gingivales', 'Gingival recessions'), 'select-teeth', {
    options: { selectionMode: 'unitary', teethShown: 'all' },
  }),
  attribute('periodontium', 'gingival_biotype', tr('Biotype gingival', 'Gingival biotype'), 'select', {
    options: { options: [option('thin', 'Fin', 'Thin'), option('thick', 'Épais', 'Thick')] },
  }),
  attribute('periodontium', 'labial_frenum', tr('Frein labial supérieur', 'Upper labial frenum'), 'select', {
    options: {
      options: [option('normal', 'Normal', 'Normal'), option('low', 'Insertion basse', 'Low attachment')],
      normalValue: 'normal',
    },
  }),
];

const functions: SeedRecord[] = [
  attribute('habits', 'breathing_mode', tr('Mode de ventilation', 'Breathing mode'), 'select', {
    options: {
      options: [
        option('nasal', 'Nasale', 'Nasal'),
        option('oral', 'Buccale', 'Oral'),
        option('mixed', 'Mixte', 'Mixed'),
      ],
      normalValue: 'nasal',
    },
  }),
  attribute('habits', 'swallowing_pattern', tr('Type de déglutition', 'Swallowing pattern'), 'select', {
    options: {
      options: [option('adult', 'Adulte', 'Mature'), option('infantile', 'Infantile', 'Infantile')],
      normalValue: 'adult',
    },
  }),
  attribute('habits', 'tongue_posture', tr('Posture linguale au repos', 'Tongue posture at rest'), 'select', {
    options: { options: [option('high', 'Haute', 'High'), option('low', 'Basse', 'Low')], normalValue: 'high' },
  }),
  attribute('habits', 'chewing_side', tr('Côté de mastication préférentiel', 'Preferred chewing side'), 'select', {
    options: {
      options: [
        option('bilateral', 'Bilatéral alterné', 'Alternating'),
        option('right', 'Droit', 'Right'),
        option('left', 'Gauche', 'Left'),
      ],
      normalValue: 'bilateral',
    },
  }),
  attribute('tmj', 'max_mouth_opening', tr('Ouverture buccale maximale', 'Maximum mouth opening'), 'number', {
    options: millimetres(10, 70, 45),
  }),
  attribute('tmj', 'opening_deviation', tr("Déviation à l'ouverture", 'Deviation on opening'), 'select', {
    options: NONE_RIGHT_LEFT,
  }),
  ...SIDES.map((side) =>
    attribute(
      'tmj',
      `tmj_click_${side.key}`,
      tr(`Claquement articulaire ${side.frMasculine}`, `${side.en} joint click`),
      'radio',
      { options: YES_NO },
    ),
  ),
  attribute(
    'tmj',
    'muscle_tenderness',
    tr('Muscles sensibles à la palpation', 'Muscles tender on palpation'),
    'checkbox',
    {
      options: {
        options: [
          option('masseter', 'Masséter', 'Masseter'),
          option('temporalis', 'Temporal', 'Temporalis'),
          option('lateral_pterygoid', 'Ptérygoïdien latéral', 'Lateral pterygoid'),
          option('sternocleidomastoid', 'Sterno-cléido-mastoïdien', 'Sternocleidomastoid'),
        ],
        minChecks: 0,
        maxChecks: 4,
      },
    },
  ),
];

export default [...generalHealth, ...faceAndSmile, ...occlusion, ...periodontium, ...functions];
