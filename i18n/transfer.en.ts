import type fr from './transfer.fr';

/** Same shape as the French texts, any text: a missing or extra key fails the type-check. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export default {
  export: {
    button: 'Export',
    menu: 'Export the list',
    csv: 'CSV (spreadsheet)',
    csvHint: '“;” separator, UTF-8: opens in Excel or LibreOffice',
    json: 'JSON',
    jsonHint: 'For scripts and other installations',
    running: 'Exporting…',
    done: 'File %{name} downloaded',
  },
  import: {
    button: 'Import',
    title: 'Import: %{name}',
    intro:
      'A CSV file (“;” separator, UTF-8) or a JSON file, as the export writes them. Each row creates an item, or changes the one with the same key (the e-mail address for organisations and people). Nothing is saved before you confirm.',
    limits: 'At most %{megabytes} MB and %{rows} rows. Images are not imported.',
    choose: 'Choose a file',
    chooseAnother: 'Choose another file',
    fileName: 'File: %{name}',
    sending: 'Sending the file…',
    phases: {
      checking: 'Checking rows: %{done} of %{total}',
      writing: 'Saving: %{done} of %{total}',
    },
    counts: {
      create: '%{smart_count} to create |||| %{smart_count} to create',
      update: '%{smart_count} to change |||| %{smart_count} to change',
      unchanged: '%{smart_count} unchanged |||| %{smart_count} unchanged',
      refused: '%{smart_count} refused |||| %{smart_count} refused',
    },
    done: {
      create: '%{smart_count} created |||| %{smart_count} created',
      update: '%{smart_count} changed |||| %{smart_count} changed',
      unchanged: '%{smart_count} unchanged |||| %{smart_count} unchanged',
    },
    outcomes: {
      create: 'Create',
      update: 'Change',
      unchanged: 'Unchanged',
      refused: 'Refused',
    },
    show: 'Show',
    all: 'All',
    columns: { line: 'Row', record: 'Item', outcome: 'Outcome', details: 'Details' },
    refusedIntro:
      '%{smart_count} row is refused: correct the file, then choose it again. Nothing is imported while a row is refused. |||| %{smart_count} rows are refused: correct the file, then choose it again. Nothing is imported while a row is refused.',
    nothingToDo: 'Every row matches the saved item already: there is nothing to import.',
    ready: 'Check the expected outcome, then confirm: all rows are saved together, or none.',
    apply: 'Import %{smart_count} item |||| Import %{smart_count} items',
    applied: 'Import done: %{summary}.',
    close: 'Close',
    cancel: 'Cancel',
    noKey: 'no key',
    problem: '%{field}: %{message}',
    problems: {
      unknownReference: '“%{value}” names no item of “%{catalogue}”',
      ambiguousReference: '“%{value}” names several items of “%{catalogue}”',
      duplicateInFile: 'Same key as row %{lines}',
      duplicate: 'Already used by another item',
      locked: 'Can be changed only once the account is activated',
      dependsOnRefused: 'Names the item of row %{lines}, which is refused',
      cycle: 'Names row %{lines}, which names it back: import first without this column',
      refused: 'Refused by the server',
      cell: 'Unreadable value in column “%{column}”',
      languagesMissing: 'text missing in %{languages}',
    },
    file: {
      encoding:
        'This file is not encoded in UTF-8. From your spreadsheet, save it as “CSV UTF-8 (semicolon delimited)”.',
      separator: 'The columns of this file are separated by “%{separator}”: the expected separator is “;”.',
      empty: 'This file holds no row to import.',
      malformed: 'This file is malformed: a cell, a quote or a bracket is not closed.',
      malformedAt: 'This file is malformed at row %{line}: one cell too many, or a quote not closed.',
      invalidJson: 'This JSON file is malformed: a comma, a quote, a brace or a bracket is missing or one too many.',
      invalidJsonAt:
        'This JSON file is malformed at line %{line}, character %{character}: a comma, a quote, a brace or a bracket is missing or one too many.',
      notArray:
        'This JSON file holds no list: it must start with “[” and give one { … } object per record, as the JSON export writes it.',
      notAnObject:
        'Item %{item} of this JSON file is not a { … } object: every item of the list must be one, as the JSON export writes it.',
      missingColumns: 'Required columns missing from the file: %{columns}.',
      unknownColumns: 'Columns unknown to this catalogue: %{columns}. Start from an export to have the right columns.',
      duplicateColumns: 'Columns given twice: %{columns}.',
      tooLarge: 'File too large: at most %{megabytes} MB.',
      tooManyRows: 'Too many rows: at most %{rows}. Split the file.',
      notSent: 'The file could not be read. Try again, or choose another file.',
    },
  },
} satisfies Texts<typeof fr>;
