/**
 * Selection, bulk actions, the trash and the undo of a delete (docs/bulk-and-trash.md), under the key `bulk`. French is
 * the reference. Counts name actions (« suppressions », « modifications », « restaurations »: feminine whatever the
 * catalogue), and catalogues by their own names (`resources.<view>.one` / `.name`), as « création réussie » does.
 */
export default {
  trash: 'Corbeille',
  trashHint: 'Afficher les éléments supprimés, pour les restaurer',
  deletedAt: 'Supprimé le',
  selectAllMatching:
    'Sélectionner l’élément correspondant |||| Sélectionner les %{smart_count} éléments correspondants',
  allMatchingSelected: 'Tous les éléments correspondants sont sélectionnés',
  delete: {
    button: 'Supprimer',
    title: 'Supprimer la sélection ?',
    content:
      '%{smart_count} élément de « %{name} » va être supprimé. |||| %{smart_count} éléments de « %{name} » vont être supprimés.',
    trashNote: 'Vous pourrez les retrouver dans la corbeille et les restaurer.',
  },
  change: {
    button: 'Modifier un champ',
    title: 'Modifier %{smart_count} élément |||| Modifier %{smart_count} éléments',
    intro:
      'Le champ choisi prend la même valeur sur chaque élément sélectionné ; chacun est enregistré comme une modification.',
    field: 'Champ à modifier',
    value: 'Nouvelle valeur',
    yes: 'Oui',
    no: 'Non',
    empty: '(aucune)',
    apply: 'Appliquer',
  },
  restore: {
    button: 'Restaurer',
    row: 'Restaurer « %{name} »',
  },
  undo: 'Annuler',
  /** In the report of a bulk delete partly refused: undoes the deletions done. */
  undoDeleted: 'Annuler la suppression effectuée |||| Annuler les %{smart_count} suppressions effectuées',
  toasts: {
    deleted: '%{name} : suppression réussie',
    deletedMany: '%{name} : %{smart_count} suppression réussie |||| %{name} : %{smart_count} suppressions réussies',
    restored: '%{name} : restauration réussie',
    restoredMany: '%{name} : %{smart_count} restauration réussie |||| %{name} : %{smart_count} restaurations réussies',
    summary: '%{name} : %{done}',
    summaryWithRefusals: '%{name} : %{done}, %{refused}',
    failed: '%{name} : la demande n’a pas abouti. Rien n’a changé ; réessayez.',
  },
  done: {
    delete: '%{smart_count} suppression effectuée |||| %{smart_count} suppressions effectuées',
    update: '%{smart_count} modification effectuée |||| %{smart_count} modifications effectuées',
    restore: '%{smart_count} restauration effectuée |||| %{smart_count} restaurations effectuées',
  },
  refused: '%{smart_count} refusée |||| %{smart_count} refusées',
  report: {
    title: 'Ce qui n’a pas pu être fait',
    intro: '%{smart_count} élément a été refusé : |||| %{smart_count} éléments ont été refusés :',
    close: 'Fermer',
  },
  reasons: {
    referenced: 'Des éléments y font référence :',
    referencedMore: 'et %{smart_count} autre |||| et %{smart_count} autres',
    invalid: 'Valeur refusée pour « %{field} »',
    /** The record lacks a language of a translation set (a record older than the rule): the change is refused until it is filled in. */
    translationMissing:
      '« %{field} » n’a pas de texte en %{languages} : complétez-le sur sa fiche, puis recommencez. |||| « %{field} » n’a pas de texte en %{languages} : complétez-les sur sa fiche, puis recommencez.',
    notFound: 'Introuvable : supprimé ou restauré entre-temps',
    locked: 'Compte pas encore activé : il ne peut pas être modifié',
    fileGone: 'Son fichier a été supprimé avec lui : il ne peut pas être restauré',
  },
  /** Under the refusal's title and message (app.errors.deletionTitle, deletionRefused), the records in the way. */
  dependents: {
    intro: 'Éléments qui font référence à « %{name} » : modifiez-les ou supprimez-les d’abord.',
    close: 'Fermer',
  },
  unnamed: 'Élément n° %{id}',
};
