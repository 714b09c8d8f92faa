import { type SeedRecord, tr } from '../../lib/seed';
import { degrees, millimetres, objectiveAttribute, option } from './seedHelpers';

const YES_OR_NO = { options: [option('yes', 'Oui', 'Yes'), option('no', 'Non', 'No')] };

const CLASS_TARGET = {
  options: [
    option('class_1', 'Classe I', 'Class I'),
    option('class_2_full', 'Classe II complète', 'Full Class II'),
    option('class_3', 'Classe III', 'Class III'),
  ],
};

const seed: SeedRecord[] = [
  objectiveAttribute('goals_occlusion', 'target_overjet', tr('Surplomb visé', 'Target overjet'), 'number', 'number', {
    options: millimetres(0, 6, 2.5),
  }),
  objectiveAttribute(
    'goals_occlusion',
    'target_overbite',
    tr('Recouvrement visé', 'Target overbite'),
    'number',
    'number',
    {
      options: millimetres(0, 6, 2.5),
    },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'target_molar_class_right',
    tr('Classe molaire visée à droite', 'Target right molar class'),
    'select',
    'text',
    {
      options: CLASS_TARGET,
    },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'target_molar_class_left',
    tr('Classe molaire visée à gauche', 'Target left molar class'),
    'select',
    'text',
    {
      options: CLASS_TARGET,
    },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'target_canine_class_right',
    tr('Classe canine visée à droite', 'Target right canine class'),
    'select',
    'text',
    {
      options: CLASS_TARGET,
    },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'target_canine_class_left',
    tr('Classe canine visée à gauche', 'Target left canine class'),
    'select',
    'text',
    {
      options: CLASS_TARGET,
    },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'correct_midlines',
    tr('Centrage des milieux', 'Midline correction'),
    'radio',
    'boolean',
    { options: YES_OR_NO },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'correct_posterior_crossbite',
    tr("Correction de l'occlusion croisée postérieure", 'Posterior crossbite correction'),
    'radio',
    'boolean',
    { options: YES_OR_NO },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'close_open_bite',
    tr('Fermeture de la béance', 'Open bite closure'),
    'radio',
    'boolean',
    { options: YES_OR_NO },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'close_spaces',
    tr('Fermeture des espaces', 'Space closure'),
    'radio',
    'boolean',
    { options: YES_OR_NO },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'extraction_treatment',
    tr('Traitement avec extractions', 'Extraction treatment'),
    'radio',
    'boolean',
    {
      options: YES_OR_NO,
      description: tr(
        'Préciser les dents dans le champ « Dents à extraire ».',
        'Specify the teeth under “Teeth to extract”.',
      ),
    },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'target_maxillary_intermolar_width',
    tr('Largeur intermolaire maxillaire visée', 'Target maxillary intermolar width'),
    'number',
    'number',
    {
      options: millimetres(30, 60, 47),
    },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'target_incisor_torque',
    tr('Torque incisif supérieur visé', 'Target upper incisor torque'),
    'number',
    'number',
    {
      options: degrees(-10, 30, 17),
    },
  ),
  objectiveAttribute(
    'goals_occlusion',
    'level_curve_of_spee',
    tr('Nivellement de la courbe de Spee', 'Levelling of the curve of Spee'),
    'radio',
    'boolean',
    { options: YES_OR_NO },
  ),
  objectiveAttribute(
    'goals_aesthetic',
    'improve_smile_arc',
    tr("Amélioration de l'arc du sourire", 'Smile arc improvement'),
    'radio',
    'boolean',
    { options: YES_OR_NO },
  ),
  objectiveAttribute(
    'goals_aesthetic',
    'target_gingival_display',
    tr('Exposition gingivale visée', 'Target gingival display'),
    'number',
    'number',
    {
      options: millimetres(0, 4, 1),
    },
  ),
  objectiveAttribute(
    'goals_aesthetic',
    'target_incisor_display',
    tr('Découvrement incisif visé au repos', 'Target incisor display at rest'),
    'number',
    'number',
    {
      options: millimetres(1, 5, 3),
    },
  ),
  objectiveAttribute(
    'goals_aesthetic',
    'improve_profile',
    tr('Amélioration du profil', 'Profile improvement'),
    'radio',
    'boolean',
    { options: YES_OR_NO },
  ),
  objectiveAttribute(
    'goals_aesthetic',
    'patient_expectation',
    tr('Attente principale du patient', "Patient's main expectation"),
    'textarea',
    'text',
    {
      editable: true,
    },
  ),
  objectiveAttribute(
    'goals_aesthetic',
    'target_end_date',
    tr('Date de fin de traitement visée', 'Target end-of-treatment date'),
    'date',
    'date',
  ),
  objectiveAttribute(
    'goals_aesthetic',
    'retention_start_date',
    tr('Début de la contention prévu', 'Planned start of retention'),
    'date',
    'date',
  ),
];
export default seed;
