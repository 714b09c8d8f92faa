import { frenchOnly, ref, type SeedRecord, tr } from '../../lib/seed';
import type { SECTION_TYPES } from './model';

type Section = { type: (typeof SECTION_TYPES)[number]; title: ReturnType<typeof tr>; content: ReturnType<typeof tr> };

const sectionsOf = (sheet: string, sections: Section[]): SeedRecord[] =>
  sections.map(({ type, title, content }, displayOrder) => ({
    ref: `${sheet}.${type}`,
    data: { pedagogicalSheetId: ref('pedagogicalSheets', sheet), type, title, content, active: true, displayOrder },
  }));

const seed: SeedRecord[] = [
  ...sectionsOf('class_ii_division_1', [
    {
      type: 'what_is_it',
      title: tr("Qu'est-ce qu'une classe II division 1 ?", 'What is a Class II division 1?'),
      content: tr(
        "La mâchoire inférieure est en retrait par rapport à la mâchoire supérieure et les incisives du haut sont projetées vers l'avant : on parle de surplomb important.",
        'The lower jaw sits behind the upper jaw and the upper incisors flare forward, creating a large overjet.',
      ),
    },
    {
      type: 'possible_causes',
      title: tr('Causes possibles', 'Possible causes'),
      content: tr(
        'Hérédité, croissance insuffisante de la mandibule, succion prolongée du pouce ou respiration buccale.',
        'Heredity, insufficient growth of the lower jaw, prolonged thumb sucking or mouth breathing.',
      ),
    },
    {
      type: 'complications',
      title: tr('Complications', 'Complications'),
      content: tr(
        'Les incisives avancées sont plus exposées aux chocs et aux fractures ; la lèvre inférieure peut se glisser derrière elles.',
        'Protruding incisors are more prone to trauma and fractures; the lower lip may get trapped behind them.',
      ),
    },
    {
      type: 'solutions',
      title: tr('Solutions', 'Solutions'),
      content: tr(
        "Pendant la croissance, un appareil fonctionnel stimule l'avancée de la mandibule ; chez l'adulte, gouttières avec élastiques ou chirurgie selon la sévérité.",
        'During growth, a functional appliance encourages the lower jaw forward; in adults, aligners with elastics or surgery depending on severity.',
      ),
    },
  ]),
  ...sectionsOf('anterior_open_bite', [
    {
      type: 'what_is_it',
      title: tr("Qu'est-ce qu'une béance antérieure ?", 'What is an anterior open bite?'),
      content: tr(
        'Les dents de devant ne se touchent pas lorsque la bouche est fermée : un espace persiste entre les incisives du haut et du bas.',
        'The front teeth do not meet when the mouth is closed: a gap remains between the upper and lower incisors.',
      ),
    },
    {
      type: 'symptoms',
      title: tr('Signes à repérer', 'Signs to look for'),
      content: tr(
        'Difficulté à couper les aliments avec les incisives, zézaiement, langue visible entre les dents en parlant.',
        'Trouble biting food with the front teeth, lisping, tongue visible between the teeth when speaking.',
      ),
    },
    {
      type: 'solutions',
      title: tr('Solutions', 'Solutions'),
      content: tr(
        'Rééducation de la langue avec un orthophoniste, puis fermeture de la béance par gouttières ou appareil fixe.',
        'Tongue retraining with a speech therapist, then closing the bite with aligners or fixed braces.',
      ),
    },
  ]),
  ...sectionsOf('dental_crowding', [
    {
      type: 'what_is_it',
      title: tr("Qu'est-ce que l'encombrement ?", 'What is crowding?'),
      content: tr(
        "Les dents manquent de place sur l'arcade : elles se chevauchent ou se décalent.",
        'The teeth lack space in the arch, so they overlap or twist.',
      ),
    },
    {
      type: 'consequences',
      title: tr('Conséquences', 'Consequences'),
      content: tr(
        'Brossage plus difficile, plaque dentaire, caries et inflammation des gencives.',
        'Harder brushing, plaque build-up, cavities and gum inflammation.',
      ),
    },
    {
      type: 'solutions',
      title: tr('Solutions', 'Solutions'),
      content: tr(
        "Selon l'importance : stripping, expansion de l'arcade ou, plus rarement, extractions.",
        'Depending on severity: interproximal reduction, arch expansion or, less often, extractions.',
      ),
    },
  ]),
  ...sectionsOf('mouth_breathing', [
    {
      type: 'what_is_it',
      title: tr("Qu'est-ce que la respiration buccale ?", 'What is mouth breathing?'),
      content: tr(
        'Respirer habituellement par la bouche plutôt que par le nez, le jour comme la nuit.',
        'Habitually breathing through the mouth rather than the nose, by day and night.',
      ),
    },
    {
      type: 'possible_causes',
      title: tr('Causes possibles', 'Possible causes'),
      content: tr(
        'Végétations ou amygdales volumineuses, allergies, cloison nasale déviée, habitude installée.',
        'Enlarged adenoids or tonsils, allergies, deviated septum, ingrained habit.',
      ),
    },
    {
      type: 'consequences',
      title: tr('Conséquences sur la croissance', 'Effects on growth'),
      content: tr(
        'Palais étroit et profond, visage allongé, lèvres sèches et sommeil de moins bonne qualité.',
        'Narrow, high palate, long face, dry lips and poorer sleep.',
      ),
    },
    {
      type: 'prevention',
      title: tr('Que faire ?', 'What can be done?'),
      content: tr(
        'Consulter un ORL, apprendre à se moucher et pratiquer des exercices de respiration nasale.',
        'See an ENT specialist, learn to blow the nose and practise nasal breathing exercises.',
      ),
    },
  ]),
  ...sectionsOf('tongue_thrust', [
    {
      type: 'what_is_it',
      title: tr("Qu'est-ce qu'une déglutition atypique ?", 'What is tongue thrust swallowing?'),
      content: tr(
        'En avalant, la langue pousse contre ou entre les dents au lieu de se placer au palais.',
        'When swallowing, the tongue pushes against or between the teeth instead of resting on the palate.',
      ),
    },
    {
      type: 'consequences',
      title: tr('Conséquences', 'Consequences'),
      content: tr(
        'Béance, dents avancées et risque de récidive après le traitement.',
        'Open bite, flared teeth and a risk of relapse after treatment.',
      ),
    },
    {
      type: 'solutions',
      title: tr('Rééducation', 'Retraining'),
      content: tr(
        'Séances de rééducation linguale avec un orthophoniste ou un kinésithérapeute, exercices quotidiens à la maison.',
        'Tongue retraining sessions with a speech therapist or physiotherapist, plus daily exercises at home.',
      ),
    },
  ]),
  ...sectionsOf('thumb_sucking', [
    {
      type: 'why_and_when',
      title: tr('Quand faut-il arrêter ?', 'When should it stop?'),
      content: tr(
        "Idéalement avant l'arrivée des dents définitives, vers 5 à 6 ans.",
        'Ideally before the permanent teeth come in, around age 5 to 6.',
      ),
    },
    {
      type: 'consequences',
      title: tr('Conséquences', 'Consequences'),
      content: tr(
        'Incisives du haut avancées, béance et palais étroit.',
        'Flared upper incisors, open bite and a narrow palate.',
      ),
    },
    {
      type: 'how',
      title: tr("Comment aider l'enfant ?", 'How to help the child'),
      content: tr(
        "Valoriser les progrès, proposer un calendrier de réussite, éviter les reproches ; un petit appareil peut aider si l'habitude persiste.",
        'Praise progress, use a success calendar and avoid scolding; a small appliance can help if the habit persists.',
      ),
    },
  ]),
  ...sectionsOf('overjet_reduction', [
    {
      type: 'why_and_when',
      title: tr('Pourquoi réduire le surplomb ?', 'Why reduce the overjet?'),
      content: tr(
        'Un surplomb supérieur à 6 mm expose les incisives aux traumatismes et gêne la fermeture des lèvres.',
        'An overjet above 6 mm exposes the incisors to trauma and prevents comfortable lip closure.',
      ),
    },
    {
      type: 'how',
      title: tr('Comment ?', 'How?'),
      content: tr(
        'Recul des incisives supérieures, avancée de la mandibule chez le patient en croissance, élastiques de classe II.',
        'Retracting the upper incisors, advancing the lower jaw in growing patients, Class II elastics.',
      ),
    },
  ]),
  ...sectionsOf('crossbite_correction', [
    {
      type: 'why_and_when',
      title: tr('Pourquoi corriger tôt ?', 'Why correct it early?'),
      content: tr(
        'Un articulé croisé peut dévier la mâchoire et entraîner une croissance asymétrique du visage.',
        'A crossbite can shift the jaw sideways and lead to asymmetric facial growth.',
      ),
    },
    {
      type: 'how',
      title: tr('Comment ?', 'How?'),
      content: tr(
        "Expansion du maxillaire par disjoncteur chez l'enfant, ou gouttières avec taquets chez l'adolescent et l'adulte.",
        'Maxillary expansion with an expander in children, or aligners with attachments in teenagers and adults.',
      ),
    },
  ]),
  ...sectionsOf('clear_aligners', [
    {
      type: 'what_is_it',
      title: tr("Que sont les gouttières d'alignement ?", 'What are clear aligners?'),
      content: tr(
        'Des gouttières transparentes sur mesure, changées toutes les une à deux semaines, qui déplacent progressivement les dents.',
        'Custom-made transparent trays, changed every one to two weeks, that gradually move the teeth.',
      ),
    },
    {
      type: 'instructions',
      title: tr("Consignes d'utilisation", 'How to wear them'),
      content: tr(
        "Portez-les 22 heures par jour. Retirez-les pour manger et boire autre chose que de l'eau, brossez-vous les dents avant de les remettre.",
        'Wear them 22 hours a day. Take them out to eat or drink anything but water, and brush your teeth before putting them back.',
      ),
    },
    {
      type: 'side_effects',
      title: tr('Effets secondaires', 'Side effects'),
      content: tr(
        'Une sensation de pression les deux premiers jours de chaque gouttière est normale, tout comme une légère gêne à la parole.',
        'Pressure during the first two days of each aligner is normal, as is a slight lisp at first.',
      ),
    },
    {
      type: 'quiz',
      title: tr('Testez vos connaissances', 'Test your knowledge'),
      content: tr(
        "Combien d'heures par jour faut-il porter les gouttières ? Réponse : 22 heures.",
        'How many hours a day should aligners be worn? Answer: 22 hours.',
      ),
    },
  ]),
  ...sectionsOf('palatal_expander', [
    {
      type: 'what_is_it',
      title: tr("Qu'est-ce qu'un disjoncteur ?", 'What is a palatal expander?'),
      content: tr(
        'Un appareil fixé sur les molaires qui élargit le palais grâce à une vis centrale.',
        'An appliance fixed to the molars that widens the palate with a central screw.',
      ),
    },
    {
      type: 'instructions',
      title: tr('Activation de la vis', 'Turning the screw'),
      content: tr(
        "Tournez la vis avec la clé selon le nombre de tours prescrit, toujours dans le sens de la flèche. Un espace entre les incisives apparaît : c'est normal.",
        'Turn the screw with the key as many times as prescribed, always in the direction of the arrow. A gap between the front teeth will appear: this is normal.',
      ),
    },
    {
      type: 'side_effects',
      title: tr('Effets secondaires', 'Side effects'),
      content: tr(
        'Sensation de tension au niveau du nez et des pommettes, salivation accrue les premiers jours.',
        'A feeling of tension around the nose and cheekbones, extra saliva in the first days.',
      ),
    },
  ]),
  ...sectionsOf('bonded_retainer', [
    {
      type: 'why_and_when',
      title: tr('Pourquoi une contention ?', 'Why a retainer?'),
      content: tr(
        'Les dents ont tendance à revenir à leur position initiale ; le fil collé derrière les incisives les maintient en place.',
        'Teeth tend to drift back; the wire bonded behind the front teeth keeps them in place.',
      ),
    },
    {
      type: 'prevention',
      title: tr('Entretien', 'Care'),
      // Older data: its content was never translated (docs/translation.md, "Missing a language").
      content: frenchOnly(
        'Passez le fil dentaire sous la contention avec un enfile-fil et faites-la contrôler une fois par an.',
      ),
    },
  ]),
  ...sectionsOf('attachment_bonding', [
    {
      type: 'why_and_when',
      title: tr('À quoi servent les taquets ?', 'What are attachments for?'),
      content: tr(
        'Ces petits reliefs en composite, couleur dent, donnent prise aux gouttières pour orienter les mouvements.',
        'These small tooth-coloured composite bumps give the aligners grip to steer tooth movements.',
      ),
    },
    {
      type: 'how',
      title: tr('Déroulement de la séance', 'During the appointment'),
      content: tr(
        'Les dents sont nettoyées, une gouttière modèle est remplie de composite puis posée et photopolymérisée. La séance dure environ 30 minutes.',
        'The teeth are cleaned, a template tray is filled with composite, seated and light-cured. The visit takes about 30 minutes.',
      ),
    },
    {
      type: 'equipment',
      title: tr('Matériel', 'Equipment'),
      content: tr(
        'Gouttière de transfert, composite fluide, adhésif, lampe à photopolymériser.',
        'Transfer template, flowable composite, bonding agent, curing light.',
      ),
    },
  ]),
  ...sectionsOf('interproximal_reduction', [
    {
      type: 'what_is_it',
      title: tr("Qu'est-ce que le stripping ?", 'What is IPR?'),
      content: tr(
        "Un polissage de quelques dixièmes de millimètre de l'émail entre deux dents pour créer de la place.",
        'Polishing a few tenths of a millimetre of enamel between two teeth to create space.',
      ),
    },
    {
      type: 'side_effects',
      title: tr('Est-ce sans risque ?', 'Is it safe?'),
      content: tr(
        "L'émail retiré reste très inférieur à son épaisseur ; une sensibilité passagère au froid est possible.",
        'The enamel removed is far less than its thickness; brief sensitivity to cold may occur.',
      ),
    },
    {
      type: 'equipment',
      title: tr('Matériel', 'Equipment'),
      content: tr(
        "Bandes abrasives, disques diamantés, jauges d'épaisseur.",
        'Abrasive strips, diamond discs, thickness gauges.',
      ),
    },
  ]),
];
export default seed;
