import { translate } from './consoleMessages';
import { expect, test } from './fixtures';

test('keyboard shortcuts: « / » reaches the search, « g » then a letter opens a listing, none fires while typing, « ? » lists them, Ctrl+S saves', async ({
  signedIn: page,
}) => {
  const t = (key: string, values?: Record<string, string>) => translate('fr', key, values);
  await page.goto('/#/actTypes');
  const search = page.getByRole('main').getByRole('textbox', { name: t('screens.list.search') });
  await expect(search).toBeVisible();
  await page.getByRole('main').getByRole('columnheader').first().waitFor();
  await page.locator('body').press('/');
  await expect(search).toBeFocused();
  // Typed into the search, « g » and « p » are letters, not a shortcut.
  await page.keyboard.type('gp');
  await expect(search).toHaveValue('gp');
  await expect(page).toHaveURL(/#\/actTypes/);
  await search.blur();
  await page.keyboard.press('g');
  await page.keyboard.press('p');
  await expect(page).toHaveURL(/#\/protocols/);
  await expect(page.getByRole('main').getByRole('textbox', { name: t('screens.list.search') })).toBeVisible();

  // « ? » lists every shortcut, translated; Échap closes the dialog (MUI's).
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: t('shortcuts.title') });
  await expect(help.getByRole('cell', { name: t('shortcuts.actions.save') })).toBeVisible();
  await expect(help.getByRole('cell', { name: t('app.areas.protocols') })).toBeVisible();
  await page.screenshot({ path: 'test-results/shortcuts-fr.png' });
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // Ctrl+S in a form's field saves the record.
  const stamp = Date.now();
  await page.goto('/#/actCategories/create');
  await page.getByRole('textbox', { name: 'Libellé (français)' }).fill(`Raccourci ${stamp}`);
  await page.getByRole('textbox', { name: 'Libellé (anglais)' }).fill(`Shortcut ${stamp}`);
  const key = page.getByRole('textbox', { name: /^Clé/ });
  await key.fill(`shortcut_${stamp}`);
  const saved = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/act-categories'),
  );
  await key.press('Control+s');
  await saved;
  await expect(page.getByRole('heading', { name: `Raccourci ${stamp}` })).toBeVisible();
});

test('(en) « ? » lists the shortcuts in English', async ({ signedIn: page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('RaStore.locale', JSON.stringify('en')));
  await page.goto('/#/home');
  await expect(page.getByRole('main')).toBeVisible();
  await page.locator('body').press('?');
  const help = page.getByRole('dialog', { name: translate('en', 'shortcuts.title') });
  await expect(help.getByRole('cell', { name: translate('en', 'shortcuts.actions.search') })).toBeVisible();
  await expect(help.getByText(translate('en', 'shortcuts.keyNames.Esc'), { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/shortcuts-en.png' });
  await help.getByRole('button', { name: translate('en', 'shortcuts.close') }).click();
  await expect(help).toHaveCount(0);
});
