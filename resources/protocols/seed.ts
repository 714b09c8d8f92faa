import { frenchOnly, type SeedRecord, tr } from '../../lib/seed';

const seed: SeedRecord[] = [
  {
    ref: 'early_class_2',
    data: {
      label: tr('Traitement précoce de la classe II', 'Early Class II treatment'),
      description: tr(
        "Orthopédie fonctionnelle pendant le pic de croissance pour stimuler l'avancée mandibulaire, suivie d'une phase multi-attaches si nécessaire.",
        'Functional appliance during the growth spurt to encourage mandibular advancement, followed by braces when needed.',
      ),
    },
  },
  {
    ref: 'rapid_maxillary_expansion',
    data: {
      label: tr('Expansion maxillaire rapide', 'Rapid maxillary expansion'),
      description: tr(
        'Disjonction de la suture palatine par disjoncteur activé deux fois par jour pendant deux semaines, puis six mois de stabilisation.',
        'Opening of the palatal suture with an expander activated twice a day for two weeks, then six months of stabilisation.',
      ),
    },
  },
  {
    ref: 'adult_aligners',
    data: {
      label: tr("Traitement par aligneurs chez l'adulte", 'Adult clear aligner treatment'),
      description: tr(
        'Gouttières changées chaque semaine, taquets posés à la remise, réduction amélaire planifiée sur le setup validé.',
        'Aligners changed weekly, attachments bonded at delivery, interproximal reduction planned on the approved setup.',
      ),
    },
  },
  {
    ref: 'interceptive_class_3',
    data: {
      label: tr('Traitement interceptif de la classe III', 'Interceptive Class III treatment'),
      description: tr(
        'Masque de Delaire associé à une expansion maxillaire chez le jeune patient, port nocturne de quatorze heures par jour.',
        'Face mask combined with maxillary expansion in young patients, worn fourteen hours a day including nights.',
      ),
    },
  },
  {
    ref: 'long_term_retention',
    data: {
      label: tr('Contention au long cours', 'Long-term retention'),
      // Older data: its description was never translated (docs/translation.md, "Missing a language").
      description: frenchOnly(
        'Fil collé de canine à canine et gouttière de nuit, contrôles à trois mois, six mois puis chaque année.',
      ),
    },
  },
];
export default seed;
