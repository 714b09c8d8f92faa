import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, searchListing, test, tr } from './fixtures';

/**
 * An edit page opened from its listing shows the listing's copy of the record at once; the record's own read
 * arrives a moment later. What the administrator types meanwhile is kept, and a typed field that someone else
 * changed between the two reads is named at Save (docs/record-versions.md, "Typed before the record's read").
 */

/** The record's own read (its detail) is held until the story calls `release()`. */
async function heldDetail(page: Page, path: RegExp) {
  const gate: { release?: () => void } = {};
  const released = new Promise<void>((resolve) => {
    gate.release = resolve;
  });
  await page.route(path, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => gate.release?.() };
}

/**
 * A protocol created for the story, listed, then changed by another administrator after the listing was read (the
 * record's read then brings the change, which shows in the form): answers its id, name and the open listing's row.
 */
async function protocolChangedAfterListing(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  change: (name: string) => { label: ReturnType<typeof tr>; description: ReturnType<typeof tr> },
) {
  const headers = { Authorization: `Bearer ${await apiToken(request, baseURL)}` };
  const name = `Pendant la lecture ${Date.now()}`;
  const created = await request.post(`${baseURL}/api/protocols`, {
    headers,
    data: { label: tr(name, `${name} en`), description: tr('Description d’origine', 'Original') },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;

  await page.goto('/#/protocols');
  await searchListing(page, name);
  const row = page.getByRole('main').getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const changed = await request.put(`${baseURL}/api/protocols/${id}`, { headers, data: change(name) });
  expect(changed.status()).toBe(200);
  const stored = async () => (await request.get(`${baseURL}/api/protocols/${id}`, { headers })).json();
  return { id, name, row, stored };
}

const labelBox = (page: Page) => page.getByRole('textbox', { name: /^Libellé \(français\)/, includeHidden: true });
const descriptionBox = (page: Page) =>
  page.getByRole('textbox', { name: /^Description \(français\)/, includeHidden: true });

test("text typed in a record opened from its listing is kept when the record's own read arrives", async ({
  signedIn: page,
  request,
  baseURL,
}) => {
  // Another administrator changes the description only: the record's read shows it, the typed label stays.
  const { id, name, row, stored } = await protocolChangedAfterListing(page, request, baseURL!, (name) => ({
    label: tr(name, `${name} en`),
    description: tr('Description changée', 'Changed'),
  }));
  const detail = await heldDetail(page, new RegExp(`/api/protocols/${id}(\\?.*)?$`));
  await row.getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/protocols/${id}$`));
  await expect(labelBox(page)).toHaveValue(name);
  await expect(descriptionBox(page)).toHaveValue('Description d’origine');
  await labelBox(page).fill(`${name} numérique`);
  detail.release();
  await expect(descriptionBox(page)).toHaveValue('Description changée');
  await expect(labelBox(page)).toHaveValue(`${name} numérique`);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'modifications enregistrées' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .getByRole('row')
      .filter({ hasText: `${name} numérique` }),
  ).toHaveCount(1);
  const saved = await stored();
  expect(saved.label).toEqual(tr(`${name} numérique`, `${name} en`));
  expect(saved.description).toEqual(tr('Description changée', 'Changed'));
});

test('a typed field changed by someone else before the record was read is named at Save; the others are not overwritten', async ({
  signedIn: page,
  request,
  baseURL,
}) => {
  // Another administrator changes the label and the description after the listing was read.
  const { id, name, row, stored } = await protocolChangedAfterListing(page, request, baseURL!, (name) => ({
    label: tr(`${name} (autre)`, `${name} en`),
    description: tr('Description changée', 'Changed'),
  }));
  const detail = await heldDetail(page, new RegExp(`/api/protocols/${id}(\\?.*)?$`));
  await row.getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/protocols/${id}$`));
  const label = labelBox(page);
  await expect(label).toHaveValue(name);
  await label.fill(`${name} (saisi)`);
  detail.release();
  // The record's read brings the description changed meanwhile; the typed label stays.
  await expect(descriptionBox(page)).toHaveValue('Description changée');
  await expect(label).toHaveValue(`${name} (saisi)`);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifié entre-temps' });
  await expect(dialog).toContainText('Champ modifié entre-temps : « Libellé »');
  expect((await stored()).label).toEqual(tr(`${name} (autre)`, `${name} en`));

  await dialog.getByRole('button', { name: 'Écraser' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Protocole : modifications enregistrées' })).toBeVisible();
  const saved = await stored();
  expect(saved.label).toEqual(tr(`${name} (saisi)`, `${name} en`));
  expect(saved.description).toEqual(tr('Description changée', 'Changed'));
});
