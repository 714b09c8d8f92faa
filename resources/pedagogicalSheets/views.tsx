import { PedagogicalSheetEdit } from './PedagogicalSheetEdit';

/** The five sheet listings and the add page are the generic views; the modify page adds the content editor. */
export default { edit: PedagogicalSheetEdit };
