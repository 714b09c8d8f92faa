import type { Page } from '@playwright/test';
import { apiToken, expect, searchListing, test, tr } from './fixtures';

/**
 * An edit page opened from its listing shows the listing's copy of the record at once; the record's own read
 * arrives a moment later. What the administrator types meanwhile is kept, and a typed field that someone else
 * changed between the two reads is named at Save (docs/record-versions.md, "Typed before the record's read").
 */

/** The record's own read (its detail) answers 1.5 s after it is asked for; `answered()` tells when it has. */
async function slowDetail(page: Page, path: RegExp) {
  let answered = false;
  await page.route(path, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
    answered = true;
  });
  return { answered: () => answered };
}

test("text typed in a record opened from its listing is kept when the record's own read arrives", async ({
  signedIn: page,
}) => {
  await page.goto('/#/actTypes');
  const row = page.getByRole('main').getByRole('row').filter({ hasText: 'Empreintes optiques' });
  await expect(row).toHaveCount(1);
  const detail = await slowDetail(page, /\/api\/act-types\/\d+(\?.*)?$/);
  await row.getByRole('cell', { name: 'Empreintes optiques', exact: true }).click();
  await expect(page).toHaveURL(/#\/actTypes\/\d+$/);
  const label = page.getByRole('textbox', { name: 'Libellé (Français) *' });
  await expect(label).toHaveValue('Empreintes optiques');
  await label.fill('Empreintes optiques numériques');
  await expect.poll(detail.answered).toBe(true);
  await page.waitForTimeout(500);
  await expect(label).toHaveValue('Empreintes optiques numériques');

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'modifications enregistrées' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('row').filter({ hasText: 'Empreintes optiques numériques' }),
  ).toHaveCount(1);
});

test('a typed field changed by someone else before the record was read is named at Save; the others are not overwritten', async ({
  signedIn: page,
  request,
  baseURL,
}) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, baseURL!)}` };
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
  // Another administrator changes the label and the description after the listing was read.
  const changed = await request.put(`${baseURL}/api/protocols/${id}`, {
    headers,
    data: { label: tr(`${name} (autre)`, `${name} en`), description: tr('Description changée', 'Changed') },
  });
  expect(changed.status()).toBe(200);

  const detail = await slowDetail(page, new RegExp(`/api/protocols/${id}(\\?.*)?$`));
  await row.getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/protocols/${id}$`));
  const label = page.getByRole('textbox', { name: /^Libellé \(français\)/, includeHidden: true });
  const description = page.getByRole('textbox', { name: /^Description \(français\)/, includeHidden: true });
  await expect(label).toHaveValue(name);
  await label.fill(`${name} (saisi)`);
  await expect.poll(detail.answered).toBe(true);
  // The record's read brings the description changed meanwhile; the typed label stays.
  await expect(description).toHaveValue('Description changée');
  await expect(label).toHaveValue(`${name} (saisi)`);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifié entre-temps' });
  await expect(dialog).toContainText('Champ modifié entre-temps : « Libellé »');
  const stored = async () => (await request.get(`${baseURL}/api/protocols/${id}`, { headers })).json();
  expect((await stored()).label).toEqual(tr(`${name} (autre)`, `${name} en`));

  await dialog.getByRole('button', { name: 'Écraser' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Protocole : modifications enregistrées' })).toBeVisible();
  const saved = await stored();
  expect(saved.label).toEqual(tr(`${name} (saisi)`, `${name} en`));
  expect(saved.description).toEqual(tr('Description changée', 'Changed'));
});
