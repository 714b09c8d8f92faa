import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Cabinets',
    one: 'Cabinet',
    fields: {
      name: 'Nom du cabinet',
      mainUserEmail: 'E-mail du titulaire',
      mainUserFirstName: 'Prénom du titulaire',
      mainUserLastName: 'Nom du titulaire',
      mainUserId: 'Compte utilisateur',
      mainUserIsActive: 'Compte activé',
      defaultLanguage: 'Langue par défaut',
      availableApplianceCategoryIds: "Catégories d'appareils disponibles",
      address: 'Adresse',
      postalCode: 'Code postal',
      city: 'Ville',
      country: 'Pays',
      phone: 'Téléphone',
    },
    values: { defaultLanguage: { fr: 'Français', en: 'Anglais' } },
    helpers: {
      mainUserEmail: 'Les identifiants temporaires sont envoyés à cette adresse.',
    },
  },
  en: {
    name: 'Practices',
    one: 'Practice',
    fields: {
      name: 'Practice name',
      mainUserEmail: 'Main user e-mail',
      mainUserFirstName: 'Main user first name',
      mainUserLastName: 'Main user last name',
      mainUserId: 'User account',
      mainUserIsActive: 'Account activated',
      defaultLanguage: 'Default language',
      availableApplianceCategoryIds: 'Available appliance categories',
      address: 'Address',
      postalCode: 'Postcode',
      city: 'City',
      country: 'Country',
      phone: 'Phone',
    },
    values: { defaultLanguage: { fr: 'French', en: 'English' } },
    helpers: {
      mainUserEmail: 'Temporary credentials are sent to this address.',
    },
  },
});
