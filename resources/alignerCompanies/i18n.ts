import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Fabricants d'aligneurs",
    one: "Fabricant d'aligneurs",
    fields: {
      name: 'Raison sociale',
      mainUserEmail: 'E-mail du contact principal',
      mainUserFirstName: 'Prénom du contact principal',
      mainUserLastName: 'Nom du contact principal',
      mainUserId: 'Compte utilisateur',
      mainUserIsActive: 'Compte activé',
      defaultLanguage: 'Langue par défaut',
      availableApplianceCategoryIds: "Catégories d'appareils disponibles",
      address: 'Adresse',
      postalCode: 'Code postal',
      city: 'Ville',
      country: 'Pays',
      phone: 'Téléphone',
      companyIds: 'Cabinets partenaires',
      image: 'Logo',
    },
    values: { defaultLanguage: { fr: 'Français', en: 'Anglais' } },
    helpers: {
      mainUserEmail: 'Les identifiants temporaires sont envoyés à cette adresse.',
    },
  },
  en: {
    name: 'Aligner companies',
    one: 'Aligner company',
    fields: {
      name: 'Company name',
      mainUserEmail: 'Main contact e-mail',
      mainUserFirstName: 'Main contact first name',
      mainUserLastName: 'Main contact last name',
      mainUserId: 'User account',
      mainUserIsActive: 'Account activated',
      defaultLanguage: 'Default language',
      availableApplianceCategoryIds: 'Available appliance categories',
      address: 'Address',
      postalCode: 'Postcode',
      city: 'City',
      country: 'Country',
      phone: 'Phone',
      companyIds: 'Partner practices',
      image: 'Logo',
    },
    values: { defaultLanguage: { fr: 'French', en: 'English' } },
    helpers: {
      mainUserEmail: 'Temporary credentials are sent to this address.',
    },
  },
});
