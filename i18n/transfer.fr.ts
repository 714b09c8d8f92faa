/**
 * Texts of a listing's export and import (src/screens/transfer/, docs/export-import.md), under the key `transfer`.
 * French is the reference.
 */
export default {
  export: {
    button: 'Exporter',
    menu: 'Exporter la liste',
    csv: 'CSV (tableur)',
    csvHint: 'Séparateur « ; », UTF-8 : s’ouvre dans Excel ou LibreOffice',
    json: 'JSON',
    jsonHint: 'Pour les scripts et les autres installations',
    running: 'Export en cours…',
    done: 'Fichier %{name} téléchargé',
  },
  import: {
    button: 'Importer',
    title: 'Importer : %{name}',
    intro:
      'Un fichier CSV (séparateur « ; », UTF-8) ou JSON, tel que l’export l’écrit. Chaque ligne crée un élément, ou modifie celui qui a la même clé (l’adresse e-mail pour les organisations et les personnes). Rien n’est enregistré avant votre confirmation.',
    limits: 'Au plus %{megabytes} Mo et %{rows} lignes. Les images ne sont pas importées.',
    choose: 'Choisir un fichier',
    chooseAnother: 'Choisir un autre fichier',
    fileName: 'Fichier : %{name}',
    sending: 'Envoi du fichier…',
    phases: {
      checking: 'Vérification des lignes : %{done} sur %{total}',
      writing: 'Enregistrement : %{done} sur %{total}',
    },
    counts: {
      create: '%{smart_count} à créer |||| %{smart_count} à créer',
      update: '%{smart_count} à modifier |||| %{smart_count} à modifier',
      unchanged: '%{smart_count} inchangé |||| %{smart_count} inchangés',
      refused: '%{smart_count} refusé |||| %{smart_count} refusés',
    },
    done: {
      create: '%{smart_count} créé |||| %{smart_count} créés',
      update: '%{smart_count} modifié |||| %{smart_count} modifiés',
      unchanged: '%{smart_count} inchangé |||| %{smart_count} inchangés',
    },
    outcomes: {
      create: 'Création',
      update: 'Modification',
      unchanged: 'Inchangé',
      refused: 'Refusé',
    },
    show: 'Afficher',
    all: 'Toutes',
    columns: { line: 'Ligne', record: 'Élément', outcome: 'Résultat', details: 'Détails' },
    refusedIntro:
      '%{smart_count} ligne est refusée : corrigez le fichier puis choisissez-le à nouveau. Rien n’est importé tant qu’une ligne est refusée. |||| %{smart_count} lignes sont refusées : corrigez le fichier puis choisissez-le à nouveau. Rien n’est importé tant qu’une ligne est refusée.',
    nothingToDo: 'Chaque ligne correspond déjà à l’élément enregistré : il n’y a rien à importer.',
    ready: 'Vérifiez le résultat prévu, puis confirmez : toutes les lignes sont enregistrées ensemble, ou aucune.',
    apply: 'Importer %{smart_count} élément |||| Importer %{smart_count} éléments',
    applied: 'Import terminé : %{summary}.',
    close: 'Fermer',
    cancel: 'Annuler',
    noKey: 'sans clé',
    problem: '%{field} : %{message}',
    problems: {
      unknownReference: '« %{value} » ne désigne aucun élément de « %{catalogue} »',
      ambiguousReference: '« %{value} » désigne plusieurs éléments de « %{catalogue} »',
      duplicateInFile: 'Même clé qu’à la ligne %{lines}',
      duplicate: 'Déjà utilisé par un autre élément',
      locked: 'Modifiable seulement une fois le compte activé',
      dependsOnRefused: 'Désigne l’élément de la ligne %{lines}, qui est refusée',
      cycle: 'Désigne la ligne %{lines}, qui la désigne en retour : importez d’abord sans cette colonne',
      refused: 'Refusé par le serveur',
      cell: 'Valeur illisible dans la colonne « %{column} »',
      languagesMissing: 'texte manquant en %{languages}',
    },
    file: {
      encoding:
        'Ce fichier n’est pas encodé en UTF-8. Depuis votre tableur, enregistrez-le au format « CSV UTF-8 (délimité par des points-virgules) ».',
      separator: 'Les colonnes de ce fichier sont séparées par « %{separator} » : le séparateur attendu est « ; ».',
      empty: 'Ce fichier ne contient aucune ligne à importer.',
      malformed: 'Ce fichier est mal formé : une cellule, un guillemet ou un crochet n’est pas fermé.',
      malformedAt: 'Ce fichier est mal formé à la ligne %{line} : une cellule de trop, ou un guillemet non fermé.',
      invalidJson:
        'Ce fichier JSON est mal formé : une virgule, un guillemet, une accolade ou un crochet manque ou est de trop.',
      invalidJsonAt:
        'Ce fichier JSON est mal formé à la ligne %{line}, caractère %{character} : une virgule, un guillemet, une accolade ou un crochet manque ou est de trop.',
      notArray:
        'Ce fichier JSON ne contient pas une liste : il doit commencer par « [ » et donner un objet { … } par élément, comme l’export JSON l’écrit.',
      notAnObject:
        'L’élément n° %{item} de ce fichier JSON n’est pas un objet { … } : chaque élément de la liste doit en être un, comme l’export JSON l’écrit.',
      missingColumns: 'Colonnes obligatoires absentes du fichier : %{columns}.',
      unknownColumns:
        'Colonnes inconnues de ce catalogue : %{columns}. Partez d’un export pour avoir les bonnes colonnes.',
      duplicateColumns: 'Colonnes en double : %{columns}.',
      tooLarge: 'Fichier trop volumineux : %{megabytes} Mo au plus.',
      tooManyRows: 'Trop de lignes : %{rows} au plus. Découpez le fichier.',
      notSent: 'Le fichier n’a pas pu être lu. Réessayez, ou choisissez un autre fichier.',
    },
  },
};
