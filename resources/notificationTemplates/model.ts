import { defineModel, LANGUAGES } from '../../lib/model';

export default defineModel({
  name: 'notificationTemplates',
  api: 'notification-templates',
  area: 'notifications',
  hiddenInMenu: true,
  verbs: ['list', 'get', 'create'],
  versioned: { field: 'version', groupBy: ['notificationTypeId', 'language'] },
  fields: {
    notificationTypeId: {
      type: 'reference',
      model: 'notificationTypes',
      embed: 'notificationType',
      required: true,
    },
    language: { type: 'enum', values: LANGUAGES, default: 'fr' },
    titleTemplate: { type: 'string', max: 500, names: true },
    template: { type: 'string', multiline: true, max: 100000, required: true },
    version: { type: 'number', integer: true, readOnly: true },
  },
});
