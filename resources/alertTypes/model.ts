import { ALL_VERBS, defineModel } from '../../lib/model';

export const ALERT_LEVELS = ['info', 'warning', 'error'] as const;

export default defineModel({
  name: 'alertTypes',
  api: 'alert-types',
  area: 'notifications',
  menuOrder: 2,
  verbs: ALL_VERBS,
  fields: {
    keyName: { type: 'keyName', names: true, searched: true },
    type: { type: 'enum', values: ALERT_LEVELS, default: 'info' },
    title: { type: 'string', max: 500, searched: true },
    template: { type: 'string', multiline: true, max: 10000 },
    params: { type: 'json', schema: 'stringList', default: [] },
    titleParams: { type: 'json', schema: 'stringList', default: [] },
  },
});
