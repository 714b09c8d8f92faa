import type bulkFr from './bulk.fr';

/** Same shape as the French catalogue, any text: a missing or extra key fails the type-check. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of selection, bulk actions, the trash and the undo of a delete (French: i18n/bulk.fr.ts). */
const bulkEn: Texts<typeof bulkFr> = {
  trash: 'Trash',
  trashHint: 'Show deleted records, to restore them',
  deletedAt: 'Deleted on',
  selectAllMatching: 'Select the matching record |||| Select all %{smart_count} matching records',
  allMatchingSelected: 'All matching records are selected',
  delete: {
    button: 'Delete',
    title: 'Delete the selection?',
    content:
      '%{smart_count} record of “%{name}” will be deleted. |||| %{smart_count} records of “%{name}” will be deleted.',
    trashNote: 'You will find them in the trash, where they can be restored.',
  },
  change: {
    button: 'Change a field',
    title: 'Change %{smart_count} record |||| Change %{smart_count} records',
    intro: 'The chosen field takes the same value on every selected record; each one is saved as an update.',
    field: 'Field to change',
    value: 'New value',
    yes: 'Yes',
    no: 'No',
    empty: '(none)',
    apply: 'Apply',
  },
  restore: {
    button: 'Restore',
    row: 'Restore “%{name}”',
  },
  undo: 'Undo',
  undoDeleted: 'Undo the deletion done |||| Undo the %{smart_count} deletions done',
  toasts: {
    deleted: '%{name}: deleted',
    deletedMany: '%{name}: %{smart_count} deleted |||| %{name}: %{smart_count} deleted',
    restored: '%{name}: restored',
    restoredMany: '%{name}: %{smart_count} restored |||| %{name}: %{smart_count} restored',
    summary: '%{name}: %{done}',
    summaryWithRefusals: '%{name}: %{done}, %{refused}',
    failed: '%{name}: the request failed. Nothing changed; try again.',
  },
  done: {
    delete: '%{smart_count} deleted |||| %{smart_count} deleted',
    update: '%{smart_count} updated |||| %{smart_count} updated',
    restore: '%{smart_count} restored |||| %{smart_count} restored',
  },
  refused: '%{smart_count} refused |||| %{smart_count} refused',
  report: {
    title: 'What could not be done',
    intro: '%{smart_count} record was refused: |||| %{smart_count} records were refused:',
    close: 'Close',
  },
  reasons: {
    referenced: 'Other records refer to it:',
    referencedMore: 'and %{smart_count} more |||| and %{smart_count} more',
    invalid: 'Value refused for “%{field}”',
    translationMissing:
      '“%{field}” has no %{languages} text: fill it in on its page, then try again. |||| “%{field}” has no %{languages} text: fill them in on its page, then try again.',
    notFound: 'Not found: deleted or restored meanwhile',
    locked: 'Account not activated yet: it cannot be changed',
    fileGone: 'Its file was deleted with it: it cannot be restored',
  },
  dependents: {
    intro: 'Records that refer to “%{name}”: change or delete them first.',
    close: 'Close',
  },
  unnamed: 'Record #%{id}',
};
export default bulkEn;
