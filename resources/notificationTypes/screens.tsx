import { lazyPage } from '../../src/screens/lazyPage';

/**
 * A row opens the detail page on the record's own route (/notificationTypes/:id): the type read-only
 * and its e-mail contents edited version by version. The create page is the generic one.
 */
export default {
  list: lazyPage(() => import('./NotificationTypeList'), 'NotificationTypeList'),
  edit: lazyPage(() => import('./NotificationTypeDetail'), 'NotificationTypeDetail'),
};
