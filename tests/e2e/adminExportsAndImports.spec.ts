import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Language } from '../../lib/model';
import documentTypes from '../../resources/documentTypes/i18n';
import { audit, expectNoFindings } from './accessibility/audit';
import { chooseLanguage, translate } from './consoleMessages';
import { expect, searchListing, test, tr } from './fixtures';

/**
 * Issue 30, export and import (docs/export-import.md): the document types a search shows are exported as CSV (the
 * downloaded file opens in a French spreadsheet: byte-order mark, `;`, the catalogue's columns, only the rows shown),
 * one label is changed in it, and the file imported again: the preview says one row changes and the others are
 * unchanged, the import writes it, and the records are the same ones with that label. A comma-separated file is
 * refused with its message. In French and in English; also on the demo build, whose API answers in the tab.
 */

/** A call to the API as the console makes it, from the tab (the server's, or the demo's answering in the tab). */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(`/api${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          authorization: `Bearer ${window.sessionStorage.getItem('auth.token')}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
      return answer.status === 204 ? null : answer.json();
    },
    { method, path, body },
  );
}

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  test(`exports the document types a search shows, then imports the file changed, and refuses a bad file (${language})`, async ({
    signedIn: page,
  }) => {
    const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
    const stamp = `${language}${Date.now()}`;
    // The listing first: the records are then made from the tab, as the console calls the API.
    await page.goto('/#/documentTypes');
    const category = (await callApi(page, 'POST', '/document-categories', {
      keyName: `xfer-${stamp}`,
      label: tr(`Transfert ${stamp}`, `Transfer ${stamp}`),
    })) as { id: number };
    const keys = ['a', 'b', 'c'].map((letter) => `xfer-${stamp}-${letter}`);
    const created = [];
    for (const [at, keyName] of keys.entries())
      created.push(
        (await callApi(page, 'POST', '/document-types', {
          keyName,
          label: tr(`Vue ${stamp} ${at}`, `View ${stamp} ${at}`),
          categoryId: category.id,
          customZoom: 1.5,
        })) as { id: number },
      );
    if (language === 'en') await chooseLanguage(page, 'en');
    await searchListing(page, stamp, t('screens.list.search'));
    await expect(page.getByRole('main').getByRole('row')).toHaveCount(4);

    // Export: the menu's CSV, downloaded with the search applied.
    await page.getByRole('button', { name: t('transfer.export.button') }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: new RegExp(t('transfer.export.csv').replace(/[()]/g, '\\$&')) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^document-types-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0].split(';').slice(0, 4)).toEqual(['label.fr', 'label.en', 'keyName', 'category.keyName']);
    expect(lines[0].split(';')).toContain('customZoom');
    expect(lines.slice(1).map((line) => line.split(';')[2])).toEqual(keys);
    expect(lines[1]).toContain(`;xfer-${stamp};`);
    expect(lines[1]).toContain(';1,5;');

    // Import: the same file with one label changed.
    const changed = lines.map((line, at) => (at === 2 ? line.replace(`Vue ${stamp} 1`, `Vue ${stamp} changée`) : line));
    await page.getByRole('button', { name: t('transfer.import.button') }).click();
    const dialog = page.getByRole('dialog', {
      name: t('transfer.import.title', { name: documentTypes[language].name }),
    });
    await expect(dialog.getByText(t('transfer.import.intro'))).toBeVisible();
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'types.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${changed.join('\r\n')}\r\n`, 'utf8'),
    });
    await expect(dialog.getByText(t('transfer.import.counts.update', { smart_count: 1 }))).toBeVisible();
    await expect(dialog.getByText(t('transfer.import.counts.unchanged', { smart_count: 2 }))).toBeVisible();
    const changedRow = dialog.getByRole('row').filter({ hasText: keys[1] });
    await expect(changedRow.getByText(t('transfer.import.outcomes.update'), { exact: true })).toBeVisible();
    expectNoFindings(await audit(page, `${language}, light, import preview open`));
    // The changed row comes first, before the unchanged line above it in the file, with the value it replaces.
    await expect(dialog.getByRole('row').nth(1)).toContainText(keys[1]);
    const frenchLabel = `${documentTypes[language].fields.label} (${t('screens.languages.fr')})`;
    await expect(changedRow.getByRole('rowheader', { name: frenchLabel })).toBeVisible();
    await expect(changedRow.getByRole('cell', { name: t('history.before'), exact: true })).toContainText(
      `Vue ${stamp} 1`,
    );
    await expect(changedRow.getByRole('cell', { name: t('history.after'), exact: true })).toContainText(
      `Vue ${stamp} changée`,
    );
    await page.screenshot({ path: `test-results/import-preview-changes-${language}.png` });
    await dialog.getByRole('button', { name: t('transfer.import.apply', { smart_count: 1 }) }).click();
    const summary = [
      t('transfer.import.done.update', { smart_count: 1 }),
      t('transfer.import.done.unchanged', { smart_count: 2 }),
    ].join(', ');
    await expect(dialog.getByText(t('transfer.import.applied', { summary }))).toBeVisible();
    await dialog.getByRole('button', { name: t('transfer.import.close') }).click();
    await expect(dialog).toBeHidden();
    const label = language === 'fr' ? `Vue ${stamp} changée` : `View ${stamp} 1`;
    await expect(page.getByRole('main').getByRole('row').filter({ hasText: label })).toHaveCount(1);
    const stored = (await callApi(page, 'GET', `/document-types?categoryId=${category.id}`)) as Array<{
      id: number;
      label: unknown;
    }>;
    expect(stored.map((record) => record.id)).toEqual(created.map((record) => record.id));
    expect(stored[1].label).toEqual(tr(`Vue ${stamp} changée`, `View ${stamp} 1`));

    // A file whose cells are separated by commas is refused with its message; nothing is imported.
    await page.getByRole('button', { name: t('transfer.import.button') }).click();
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'commas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(changed.map((line) => line.replaceAll(';', ',')).join('\r\n'), 'utf8'),
    });
    await expect(
      dialog.getByRole('alert').filter({ hasText: t('transfer.import.file.separator', { separator: ',' }) }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('transfer.import.chooseAnother') })).toBeEnabled();
    await dialog.getByRole('button', { name: t('transfer.import.cancel') }).click();
    await expect(dialog).toBeHidden();

    // Its records go, so that the worker's other stories find the demo catalogues as they were (adminReordersCatalogue
    // lists every document category).
    for (const { id } of created) await callApi(page, 'DELETE', `/document-types/${id}`);
    await callApi(page, 'DELETE', `/document-categories/${category.id}`);
  });
}
