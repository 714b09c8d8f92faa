import { parse } from 'csv-parse/sync';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../i18n/consoleMessages';
import { resourceMessages } from '../../i18n/index';
import { type Language, viewsOf } from '../../lib/model';
import { columnsOf } from '../../lib/transfer/columns';
import { isFileProblem, readImportFile } from '../../lib/transfer/files';
import { fileProblem } from '../../lib/transfer/refusals';
import documentTypes from '../../resources/documentTypes/model';
import { allModels } from '../../src/modelRegistry';
import { fileProblemText, problemText } from '../../src/screens/transfer/importTexts';

/** What the import dialog says of a file refused as a whole (src/screens/transfer/importTexts.ts), in each language. */
const columns = columnsOf(documentTypes, new Map(allModels.map((model) => [model.name, model])));

async function refusalText(language: Language, text: string): Promise<string | undefined> {
  const read = await readImportFile(new TextEncoder().encode(text), columns, parse);
  if (!isFileProblem(read)) throw new Error('the file was read');
  const i18n = polyglotI18nProvider(() => consoleMessages[language] as TranslationMessages, language);
  return fileProblemText(i18n.translate, { body: fileProblem(read).body() });
}

describe('a JSON file refused as a whole is told in JSON’s words', () => {
  it.each([
    [
      'fr',
      '{"keyName": "x"}',
      'Ce fichier JSON ne contient pas une liste : il doit commencer par « [ » et donner un objet { … } par élément, comme l’export JSON l’écrit.',
    ],
    [
      'en',
      '{"keyName": "x"}',
      'This JSON file holds no list: it must start with “[” and give one { … } object per record, as the JSON export writes it.',
    ],
    [
      'fr',
      '[\n {"keyName": "x"},\n {"keyName": "y",}\n]',
      'Ce fichier JSON est mal formé à la ligne 3, caractère 18 : une virgule, un guillemet, une accolade ou un crochet manque ou est de trop.',
    ],
    [
      'en',
      '[{"keyName": "x"}, "y"]',
      'Item 2 of this JSON file is not a { … } object: every item of the list must be one, as the JSON export writes it.',
    ],
  ] as const)('in %s: %j', async (language, file, expected) => {
    const text = await refusalText(language, file);
    expect(text).toBe(expected);
  });

  it('a CSV file keeps its own words', async () => {
    const header = columns.filter((column) => column.required).map((column) => column.name);
    const oneCellTooMany = `${header.join(';')}
${header.map(() => 'x').join(';')};extra
`;
    expect(await refusalText('fr', oneCellTooMany)).toContain('une cellule de trop');
  });
});

describe('a row refused for a language its translation set lacks', () => {
  it.each([
    ['fr', 'Libellé : texte manquant en anglais'],
    ['en', 'Label: text missing in English'],
  ] as const)('says which, in %s', (language, expected) => {
    const i18n = polyglotI18nProvider(
      () => ({ ...consoleMessages[language], resources: resourceMessages(language) }) as TranslationMessages,
      language,
    );
    const problem = { field: 'label', code: 1202, reason: 'mandatory' as const, languages: ['en'] };
    expect(problemText(i18n.translate, documentTypes, viewsOf(documentTypes)[0], problem)).toBe(expected);
  });
});
