import { chooseLanguage } from './consoleMessages';
import { apiToken, expect, test, tr } from './fixtures';

/**
 * A change of the interface language on a form keeps what was typed and not saved (docs/console.md, "Language"): the
 * values stay, still unsaved, so that leaving by a menu link still warns, and saving stores them.
 */
test('switching to English on a modify page keeps the values typed, still guarded by the leave warning', async ({
  signedIn: page,
  request,
  baseURL,
}) => {
  const stamp = `Langue ${Date.now()}`;
  const answer = await request.post(`${baseURL}/api/document-categories`, {
    data: { keyName: `langue-${Date.now()}`, label: tr(stamp, `${stamp} en`) },
    headers: { authorization: `Bearer ${await apiToken(request, baseURL as string)}` },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  // Deleted at the end, so that the worker's server keeps the demo's categories for its other stories.
  try {
    await page.goto(`/#/documentCategories/${id}`);
    const french = page.getByRole('textbox', { name: 'Libellé (français) *' });
    await expect(french).toHaveValue(stamp);
    await french.fill(`${stamp} modifiée`);
    await page.getByRole('textbox', { name: 'Libellé (anglais) *' }).fill(`${stamp} changed`);

    await chooseLanguage(page, 'en');
    await expect(page.getByRole('textbox', { name: 'Label (French) *' })).toHaveValue(`${stamp} modifiée`);
    await expect(page.getByRole('textbox', { name: 'Label (English) *' })).toHaveValue(`${stamp} changed`);
    await page.screenshot({ path: 'test-results/language-switch-keeps-values-en.png' });

    // Still unsaved: leaving by the menu asks first.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay on the page' }).click();
    await expect(warning).toBeHidden();

    // And back to French: still there, then saved.
    await chooseLanguage(page, 'fr');
    await expect(french).toHaveValue(`${stamp} modifiée`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'modifications enregistrées' })).toBeVisible();
    const stored = await request.get(`${baseURL}/api/document-categories/${id}`, {
      headers: { authorization: `Bearer ${await apiToken(request, baseURL as string)}` },
    });
    expect((await stored.json()).label).toEqual(tr(`${stamp} modifiée`, `${stamp} changed`));
  } finally {
    await request.delete(`${baseURL}/api/document-categories/${id}`, {
      headers: { authorization: `Bearer ${await apiToken(request, baseURL as string)}` },
    });
  }
});

test('switching language on a create page keeps the values typed', async ({ signedIn: page }) => {
  await page.goto('/#/documentCategories/create');
  await page.getByRole('textbox', { name: 'Libellé (français) *' }).fill('Nouvelle catégorie');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('textbox', { name: 'Label (French) *' })).toHaveValue('Nouvelle catégorie');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Unsaved changes' })).toBeVisible();
});
