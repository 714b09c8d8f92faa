import type { Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  announced,
  chooseFrenchUnlessChosen,
  expect,
  liftByKeyboard,
  test,
} from './fixtures';

const rowLinks = (page: Page) => page.getByRole('main').locator('tbody').getByRole('link');

/** What the keyboard is on: the focused element's tag, its link target and its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName ?? '',
      href: active?.getAttribute('href') ?? '',
      text: active?.textContent ?? '',
      inRow: !!active?.closest('tbody'),
    };
  });

test('a record opens by keyboard alone: Tab to its row, Enter; the page heading then holds the focus', async ({
  signedIn: page,
}) => {
  // Signed in: the home page's heading has the focus, not the page's body.
  await page.goto('/#/home');
  await expect.poll(async () => (await focused(page)).tag).toBe('H1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accueil');

  await page.goto('/#/protocols');
  await expect(rowLinks(page).first()).toBeVisible();

  let reached = await focused(page);
  for (let presses = 0; presses < 150 && !(reached.tag === 'A' && reached.inRow); presses += 1) {
    await page.keyboard.press('Tab');
    reached = await focused(page);
  }
  expect(reached).toMatchObject({ tag: 'A', inRow: true });
  expect(reached.href).toMatch(/^#\/protocols\/\d+$/);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${reached.href}$`));
  await expect(page.getByRole('textbox', { name: 'Libellé (français) *' })).toHaveValue(reached.text);
  // Focus is on the page's heading (the record's label), never lost to the page's body.
  await expect.poll(async () => (await focused(page)).tag).toBe('H1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(reached.text);
});

test("a row's link names the record, points at its page, and opens it in a new tab", async ({
  signedIn: page,
  context,
}) => {
  await page.goto('/#/protocols');
  const link = rowLinks(page).filter({ hasText: 'Contention au long cours' });
  await expect(link).toHaveCount(1);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^#\/protocols\/\d+$/);

  // A middle click opens the record in a new tab and leaves the listing where it is.
  const [middleTab] = await Promise.all([context.waitForEvent('page'), link.click({ button: 'middle' })]);
  await expect(middleTab).toHaveURL(new RegExp(`/${href}$`));
  await expect(page).toHaveURL(/#\/protocols(\?.*)?$/);
  // Closed at once: a console starting in a tab nobody looks at only slows the next one down.
  await middleTab.close();

  // So does a Ctrl+click. The session lives in each tab's own storage (docs/product-rules.md, "Sessions"): the new tab asks to sign in,
  // then shows the record it was opened on.
  const [ctrlTab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
  await expect(ctrlTab).toHaveURL(/#\/login$/);
  await chooseFrenchUnlessChosen(ctrlTab);
  await ctrlTab.getByRole('textbox', { name: 'Identifiant' }).fill(ADMIN_EMAIL);
  await ctrlTab.getByRole('textbox', { name: 'Mot de passe' }).fill(ADMIN_PASSWORD);
  await ctrlTab.getByRole('button', { name: 'Se connecter' }).click();
  await expect(ctrlTab).toHaveURL(new RegExp(`/${href}$`));
  await expect(ctrlTab.getByRole('textbox', { name: 'Libellé (français) *' })).toHaveValue('Contention au long cours');
  await expect(page).toHaveURL(/#\/protocols(\?.*)?$/);

  // A plain click opens it in place.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${href}$`));
});

test('in a reorderable listing, the drag handle and the delete button work by keyboard without opening the record', async ({
  signedIn: page,
}) => {
  await page.goto('/#/documentCategories');
  const row = page.getByRole('main').locator('tbody tr').filter({ hasText: 'Radiographies' });
  await expect(row.getByRole('link', { name: 'Radiographies' })).toHaveAttribute(
    'href',
    /^#\/documentCategories\/\d+$/,
  );

  // The drag handle lifts the row with Space or Enter and puts it back with Escape, each step told to screen readers
  // in French: the page stays on the listing, the focus on the handle.
  const handle = row.getByRole('button', { name: /Radiographies/ });
  const lifted = 'Déplacement de « Radiographies » commencé.';
  const cancelled = 'Déplacement de « Radiographies » annulé : rien ne change.';
  await handle.focus();
  await liftByKeyboard(page, 'Space', lifted);
  await page.keyboard.press('Escape');
  await announced(page, cancelled);
  await liftByKeyboard(page, 'Enter', lifted);
  await page.keyboard.press('Escape');
  await announced(page, cancelled);
  await expect(handle).toBeFocused();
  await expect(page).toHaveURL(/#\/documentCategories(\?.*)?$/);

  // The delete button asks for confirmation; cancelling gives the focus back to it, on the listing.
  const remove = row.getByRole('button', { name: 'Supprimer' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/documentCategories(\?.*)?$/);
  await expect(remove).toBeFocused();
});

test('after a row is deleted from the listing, the focus goes to the page heading, not the page body', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols/create');
  await page.getByRole('textbox', { name: 'Libellé (français) *' }).fill('Protocole à supprimer');
  await page.getByRole('textbox', { name: 'Libellé (anglais) *' }).fill('Protocol to delete');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/#\/protocols\/\d+$/);
  await expect.poll(async () => (await focused(page)).tag).not.toBe('BODY');

  await page.goto('/#/protocols');
  const row = page.getByRole('main').locator('tbody tr').filter({ hasText: 'Protocole à supprimer' });
  await row.getByRole('button', { name: 'Supprimer' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).tag).toBe('H1');
});
