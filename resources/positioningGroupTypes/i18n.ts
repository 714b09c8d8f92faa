import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Groupes repositionnables',
    one: 'Groupe repositionnable',
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      documentTypeIds: 'Documents repositionnables',
      referenceDocumentTypeIds: 'Documents de référence',
    },
    values: {},
  },
  en: {
    name: 'Positioning groups',
    one: 'Positioning group',
    fields: {
      label: 'Label',
      keyName: 'Key',
      documentTypeIds: 'Positionable documents',
      referenceDocumentTypeIds: 'Reference documents',
    },
    values: {},
  },
});
