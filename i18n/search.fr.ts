/**
 * The global search (docs/search.md), under the key `search`. French is the reference; catalogues are named by their own
 * names (`resources.<view>.name`).
 */
export default {
  open: 'Rechercher',
  openHint: 'Rechercher dans tous les catalogues (%{shortcut})',
  title: 'Rechercher dans tous les catalogues',
  field: 'Libellé, nom de clé, e-mail, numéro RPPS…',
  tooShort: 'Saisissez au moins deux caractères.',
  keyOnly: 'Deux caractères : seuls les noms de clé complets sont cherchés.',
  searching: 'Recherche en cours…',
  none: 'Aucun résultat pour « %{q} ».',
  results: '%{smart_count} résultat |||| %{smart_count} résultats',
  failed: 'La recherche a échoué. Réessayez.',
  tooLong: 'La recherche est trop longue (%{max} caractères au plus).',
  keyName: 'Nom de clé : %{key}',
  matchedIn: 'Trouvé dans « %{field} »',
  recordNumber: 'N° %{id}',
  help: '↑ ↓ pour choisir, Entrée pour ouvrir, Échap pour fermer',
};
