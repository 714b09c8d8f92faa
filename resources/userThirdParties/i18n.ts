import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Diagnostiqueurs',
    one: 'Diagnostiqueur',
    fields: {
      rpps: 'Numéro RPPS',
      email: 'E-mail',
      firstName: 'Prénom',
      lastName: 'Nom',
      isActive: 'Compte activé',
      userId: 'Compte utilisateur',
      companyIds: 'Cabinets',
    },
    values: {},
    helpers: { rpps: "11 chiffres, tel qu'inscrit au Répertoire partagé des professionnels de santé." },
  },
  en: {
    name: 'Diagnosticians',
    one: 'Diagnostician',
    fields: {
      rpps: 'RPPS number',
      email: 'E-mail',
      firstName: 'First name',
      lastName: 'Last name',
      isActive: 'Account activated',
      userId: 'User account',
      companyIds: 'Practices',
    },
    values: {},
    helpers: { rpps: '11 digits, as listed in the French shared directory of health professionals.' },
  },
});
