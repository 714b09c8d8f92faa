import { type SeedRecord, tr } from '../../lib/seed';
import { attribute, option, YES_NO } from './seedHelpers';

/** Complaints asked about at anamnesis: painful ones are rated 0–10, habits by frequency. */
const PAINS = [
  ['toothache', 'Douleur dentaire', 'Toothache'],
  ['tmj_pain', "Douleur de l'articulation temporo-mandibulaire", 'Temporomandibular joint pain'],
  ['headaches', 'Céphalées', 'Headaches'],
  ['neck_pain', 'Douleurs cervicales', 'Neck pain'],
  ['chewing_pain', 'Douleur à la mastication', 'Pain on chewing'],
  ['cold_sensitivity', 'Sensibilité dentaire au froid', 'Tooth sensitivity to cold'],
  ['gum_bleeding', 'Saignement des gencives', 'Bleeding gums'],
  ['smile_dissatisfaction', 'Gêne esthétique du sourire', 'Dissatisfaction with the smile'],
  ['chewing_difficulty', 'Difficulté à mastiquer', 'Difficulty chewing'],
  ['speech_difficulty', "Difficulté d'élocution", 'Speech difficulty'],
  ['joint_clicking', 'Claquements articulaires', 'Jaw clicking'],
  ['jaw_locking', 'Blocage de la mâchoire', 'Jaw locking'],
  ['limited_opening', "Limitation de l'ouverture buccale", 'Limited mouth opening'],
  ['sleep_apnoea', 'Apnées du sommeil', 'Sleep apnoea'],
  ['nasal_obstruction', 'Obstruction nasale', 'Nasal obstruction'],
  ['bad_breath', 'Mauvaise haleine', 'Bad breath'],
  ['dry_mouth', 'Sécheresse buccale', 'Dry mouth'],
  ['mouth_ulcers', 'Aphtes récidivants', 'Recurrent mouth ulcers'],
  ['tinnitus', 'Acouphènes', 'Tinnitus'],
  ['muscle_fatigue', 'Fatigue des muscles masticateurs', 'Jaw muscle fatigue'],
  ['gum_recession_felt', 'Déchaussement ressenti', 'Perceived gum recession'],
  ['loose_tooth', 'Mobilité dentaire ressentie', 'Perceived loose tooth'],
  ['food_impaction', 'Tassement alimentaire', 'Food impaction'],
  ['appliance_discomfort', 'Gêne due à un appareil', 'Discomfort from an appliance'],
  ['facial_pain', 'Douleur faciale', 'Facial pain'],
  ['ear_pain', "Douleur d'oreille", 'Ear pain'],
  ['dizziness', 'Vertiges', 'Dizziness'],
  ['swallowing_difficulty', 'Difficulté à avaler', 'Difficulty swallowing'],
  ['morning_jaw_pain', 'Douleur de la mâchoire au réveil', 'Jaw pain on waking'],
  ['dental_anxiety', 'Appréhension des soins', 'Dental anxiety'],
] as const;

const HABITS = [
  ['bruxism', 'Grincement des dents (bruxisme)', 'Teeth grinding (bruxism)'],
  ['clenching', 'Serrement des dents', 'Teeth clenching'],
  ['snoring', 'Ronflement', 'Snoring'],
  ['mouth_breathing', 'Respiration buccale', 'Mouth breathing'],
  ['thumb_sucking', 'Succion du pouce', 'Thumb sucking'],
  ['pacifier', 'Usage de la tétine', 'Pacifier use'],
  ['nail_biting', 'Onychophagie (rongement des ongles)', 'Nail biting'],
  ['lip_biting', 'Mordillement des lèvres', 'Lip biting'],
  ['cheek_biting', 'Morsure des joues', 'Cheek biting'],
  ['tongue_thrust', 'Interposition linguale', 'Tongue thrust'],
] as const;

const FREQUENCY = {
  options: [
    option('occasional', 'Occasionnelle', 'Occasional'),
    option('frequent', 'Fréquente', 'Frequent'),
    option('daily', 'Quotidienne', 'Daily'),
    option('nightly', 'Nocturne', 'At night'),
  ],
};

const presenceAndOnset = (subCategory: 'symptoms' | 'habits', key: string, fr: string, en: string) => [
  attribute(subCategory, `symptom_${key}`, tr(fr, en), 'radio', { options: YES_NO }),
  attribute(subCategory, `symptom_${key}_onset`, tr(`${fr} : depuis le`, `${en}: since`), 'date', {
    displayMode: 'hidden_by_default',
  }),
];

const pains: SeedRecord[] = PAINS.flatMap(([key, fr, en]) => [
  ...presenceAndOnset('symptoms', key, fr, en),
  attribute('symptoms', `symptom_${key}_intensity`, tr(`${fr} : intensité`, `${en}: intensity`), 'number', {
    description: tr('De 0 (aucune) à 10 (insupportable).', 'From 0 (none) to 10 (unbearable).'),
    options: { min: 0, max: 10, step: 1 },
    displayMode: 'hidden_by_default',
  }),
]);

const habits: SeedRecord[] = HABITS.flatMap(([key, fr, en]) => [
  ...presenceAndOnset('habits', key, fr, en),
  attribute('habits', `symptom_${key}_frequency`, tr(`${fr} : fréquence`, `${en}: frequency`), 'select', {
    options: FREQUENCY,
    displayMode: 'hidden_by_default',
  }),
]);

export default [...pains, ...habits];
