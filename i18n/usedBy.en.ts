import type usedByFr from './usedBy.fr';

/** Same shape as the French catalogue, any text: a missing or extra key fails the type-check. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of "Used by" (French: i18n/usedBy.fr.ts). */
const usedByEn: Texts<typeof usedByFr> = {
  title: 'Used by',
  count: '%{smart_count} record uses it |||| %{smart_count} records use it',
  intro: 'The records referring to this one, by catalogue. While it is used, it cannot be deleted.',
  empty: 'This record is not used anywhere.',
  list: 'Records using this one',
  loading: 'Looking for the records using it…',
  shown: '%{shown} of %{total} shown',
  loadMore: 'Show more',
  loadFailed: 'The records using this one could not be read. Check the connection, then try again.',
  retry: 'Try again',
  deleteBlocked:
    'Used by %{smart_count} record: the deletion will be refused while it refers to it. |||| Used by %{smart_count} records: the deletion will be refused while they refer to it.',
  deleteFree: 'No record uses it.',
  deleteCheckFailed: 'What uses it could not be checked: if a record refers to it, the deletion will be refused.',
};

export default usedByEn;
