import { AlertTypeEdit } from './AlertTypeEdit';

/** The listing (key, level, title, search) and the create page are the generic views. */
export default { edit: AlertTypeEdit };
