import { NotificationTypeDetail } from './NotificationTypeDetail';
import { NotificationTypeList } from './NotificationTypeList';

/**
 * A row opens the detail page on the record's own route (/notificationTypes/:id): the type read-only
 * and its e-mail contents edited version by version. The create page is the generic one.
 */
export default { list: NotificationTypeList, edit: NotificationTypeDetail };
