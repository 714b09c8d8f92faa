import type viewsFr from './views.fr';

/** Same shape as the French catalogue, any text: a missing or extra key fails the type-check. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of saved views, the column chooser and the keyboard shortcuts (French: i18n/views.fr.ts). */
const viewsEn: Texts<typeof viewsFr> = {
  savedViews: {
    button: 'Views',
    title: 'Saved views',
    intro:
      "A view keeps this listing's filters, sort and columns under a name. It follows you to any browser; its link opens it for a colleague.",
    saveLabel: 'Name of the current view',
    save: 'Save the view',
    saved: 'View “%{name}” saved',
    none: 'No saved view for this listing.',
    open: 'Open the view “%{name}”',
    copyLink: 'Copy the link of “%{name}”',
    linkCopied: 'Link of the view copied',
    linkNotCopied: 'The link could not be copied: %{link}',
    rename: 'Rename “%{name}”',
    renameLabel: 'New name of “%{name}”',
    renamed: 'View renamed “%{name}”',
    confirmRename: 'Rename',
    cancelRename: 'Cancel',
    delete: 'Delete “%{name}”',
    deleted: 'View “%{name}” deleted',
    close: 'Close',
    opened: 'View “%{name}” opened',
    openedOthers: 'View “%{name}” by %{owner} opened',
    droppedFields:
      'The view “%{name}” filters or sorts by %{fields}, which this listing no longer has: it is opened without.',
    notFound: 'This view no longer exists: the listing is shown without it.',
    loadFailed: 'The saved views could not be loaded.',
    errors: {
      nameRequired: 'Give the view a name.',
      nameTooLong: 'A view name has at most %{max} characters.',
      nameInvalid: 'This name holds characters that are not allowed.',
      nameTaken: 'You already have a view of this name for this listing.',
      notOwner: 'Only the author of this view may change or delete it.',
      failed: 'The view could not be saved.',
    },
  },
  columns: {
    button: 'Columns',
    title: 'Columns shown',
    intro: 'Tick the columns to show and put them in the order you want. This choice follows you to any browser.',
    moveUp: 'Move “%{name}” up',
    moveDown: 'Move “%{name}” down',
    reset: 'Default columns',
    lastOne: 'At least one column stays shown.',
    saveFailed: 'The choice of columns could not be saved.',
    close: 'Close',
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    intro: 'No shortcut applies while typing in a field, except saving.',
    keyColumn: 'Keys',
    actionColumn: 'Action',
    followedBy: 'then',
    close: 'Close',
    keyNames: { Esc: 'Esc', mod: 'Ctrl' },
    groups: { everywhere: 'Everywhere', forms: 'Forms', listings: 'Listings', goTo: 'Go to a listing' },
    actions: {
      help: 'Show this list of shortcuts',
      save: 'Save the form',
      closeDialog: 'Close the dialog',
      searchEverything: 'Search every catalogue',
      search: "Go to the listing's search",
      home: 'Home',
      goTo: '%{name}',
    },
    pending: '“g”: type the letter of a listing (“?” to see them).',
  },
};

export default viewsEn;
