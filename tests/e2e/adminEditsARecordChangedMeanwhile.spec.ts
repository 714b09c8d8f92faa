import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { audit, expectNoFindings } from './accessibility/audit';
import { TAB_SETTINGS } from './chromium';
import { apiToken, expect, openSignedIn, recordApiWrites, test, tr } from './fixtures';

/**
 * Issue 11 item 2 (docs/record-versions.md): two tabs edit the same protocol; the second save is refused with
 * a dialog naming the field changed meanwhile, and loses nothing until the administrator chooses.
 */

async function api(request: APIRequestContext, baseUrl: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, baseUrl)}` };
  return {
    create: async (name: string) => {
      const answer = await request.post(`${baseUrl}/api/protocols`, {
        headers,
        data: { label: tr(name, `${name} en`), description: tr('Description d’origine', 'Original') },
      });
      expect(answer.status()).toBe(201);
      return (await answer.json()).id as number;
    },
    read: async (id: number) => (await request.get(`${baseUrl}/api/protocols/${id}`, { headers })).json(),
  };
}

/** Two tabs of their own (each signed in: a tab's session is its own), both on the protocol's page. */
async function twoTabs(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  id: number,
): Promise<[Page, Page]> {
  const tabs: Page[] = [];
  for (let index = 0; index < 2; index += 1) {
    const page = await (await browser.newContext({ ...TAB_SETTINGS, baseURL })).newPage();
    await openSignedIn(page, request);
    await page.goto(`/#/protocols/${id}`);
    await expect(page.getByRole('textbox', { name: /^Libellé \(français\)/ })).not.toHaveValue('');
    tabs.push(page);
  }
  return [tabs[0], tabs[1]];
}

// The form's boxes, found under an open dialog too (it hides the page from the accessibility tree).
const label = (page: Page) => page.getByRole('textbox', { name: /^Libellé \(français\)/, includeHidden: true });
const description = (page: Page) =>
  page.getByRole('textbox', { name: /^Description \(français\)/, includeHidden: true });
const saved = (page: Page) => page.getByRole('alert').filter({ hasText: 'Protocole : modifications enregistrées' });

test('the second save gets the conflict dialog naming the field changed meanwhile; « Écraser » saves over it', async ({
  browser,
  request,
  baseURL,
}) => {
  const name = `Conflit ${Date.now()}`;
  const protocols = await api(request, baseURL!);
  const id = await protocols.create(name);
  const [first, second] = await twoTabs(browser, request, baseURL!, id);

  await description(first).fill('Changée dans le premier onglet');
  await first.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(saved(first)).toBeVisible();

  await label(second).fill(`${name} (second onglet)`);
  await second.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = second.getByRole('dialog', { name: 'Modifié entre-temps' });
  await expect(dialog).toContainText('Champ modifié entre-temps : « Description »');
  await expect(saved(second)).toHaveCount(0);
  await second.screenshot({ path: test.info().outputPath('conflict-dialog.png') });
  expectNoFindings(await audit(second, 'fr, light, save conflict dialog open'));
  // Nothing of the second tab was saved, and its form still holds what was typed.
  expect((await protocols.read(id)).label).toEqual(tr(name, `${name} en`));
  await expect(label(second)).toHaveValue(`${name} (second onglet)`);

  await dialog.getByRole('button', { name: 'Écraser' }).click();
  await expect(saved(second)).toBeVisible();
  const stored = await protocols.read(id);
  expect(stored.label).toEqual(tr(`${name} (second onglet)`, `${name} en`));
  expect(stored.description).toEqual(tr('Description d’origine', 'Original'));
  for (const tab of [first, second]) await tab.context().close();
});

test('« Recharger » asks first, then shows the record as saved meanwhile, saving nothing', async ({
  browser,
  request,
  baseURL,
}) => {
  const name = `Recharge ${Date.now()}`;
  const protocols = await api(request, baseURL!);
  const id = await protocols.create(name);
  const [first, second] = await twoTabs(browser, request, baseURL!, id);

  await description(first).fill('Version du premier onglet');
  await first.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(saved(first)).toBeVisible();

  await label(second).fill(`${name} (perdu)`);
  const writes = recordApiWrites(second);
  await second.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = second.getByRole('dialog', { name: 'Modifié entre-temps' });
  await dialog.getByRole('button', { name: 'Recharger' }).click();
  await expect(dialog).toContainText('elles seront perdues');
  // Still nothing lost: the confirmation can be left.
  await expect(label(second)).toHaveValue(`${name} (perdu)`);
  await dialog.getByRole('button', { name: 'Recharger et perdre mes modifications' }).click();
  await expect(dialog).toBeHidden();
  await expect(description(second)).toHaveValue('Version du premier onglet');
  await expect(label(second)).toHaveValue(name);
  expect(writes.filter((write) => write.startsWith('PUT'))).toEqual([`PUT /api/protocols/${id}`]);

  // The reloaded form saves on the current version.
  await description(second).fill('Puis du second');
  await second.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(saved(second)).toBeVisible();
  expect((await protocols.read(id)).description).toEqual(tr('Puis du second', 'Original'));
  for (const tab of [first, second]) await tab.context().close();
});
