import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'notificationTypes',
  api: 'notification-types',
  area: 'notifications',
  menuOrder: 1,
  verbs: ALL_VERBS,
  children: {
    'notification-templates': { model: 'notificationTemplates', foreignKey: 'notificationTypeId' },
  },
  fields: {
    keyName: { type: 'keyName', names: true, searched: true },
    description: { type: 'string', max: 1000, multiline: true, searched: true },
    parameters: { type: 'json', schema: 'stringList', default: [] },
    titleParameters: { type: 'json', schema: 'stringList', default: [] },
  },
});
