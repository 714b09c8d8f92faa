/**
 * « Utilisé par » (docs/search.md, "Used by"), under the key `usedBy`: the panel of every record page and the list in
 * the delete confirmation. French is the reference; catalogues are named by their own names (`resources.<view>.name`).
 */
export default {
  title: 'Utilisé par',
  count: "%{smart_count} élément l'utilise |||| %{smart_count} éléments l'utilisent",
  intro:
    "Les éléments qui font référence à celui-ci, par catalogue. Tant qu'il est utilisé, il ne peut pas être supprimé.",
  empty: "Cet élément n'est utilisé nulle part.",
  list: 'Éléments qui utilisent celui-ci',
  loading: "Recherche des éléments qui l'utilisent…",
  shown: '%{shown} sur %{total} affichés',
  loadMore: 'Afficher plus',
  loadFailed: 'Impossible de lire les éléments qui utilisent celui-ci. Vérifiez la connexion, puis réessayez.',
  retry: 'Réessayer',
  deleteBlocked:
    "Utilisé par %{smart_count} élément : la suppression sera refusée tant qu'il y fait référence. |||| Utilisé par %{smart_count} éléments : la suppression sera refusée tant qu'ils y font référence.",
  deleteFree: "Aucun élément ne l'utilise.",
  deleteCheckFailed:
    "Impossible de vérifier ce qui l'utilise : si un élément y fait référence, la suppression sera refusée.",
};
