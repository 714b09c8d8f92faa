import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test('the Rendering section switches the dark theme and the compact display, kept across reloads', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols');
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(menu.getByText('Rendu', { exact: true })).toBeVisible();
  const dark = menu.getByRole('switch', { name: 'Thème sombre' });
  const compact = menu.getByRole('switch', { name: 'Affichage compact' });
  await expect(dark).toHaveAttribute('aria-checked', 'false');
  await expect(compact).toHaveAttribute('aria-checked', 'false');

  const firstRow = page.getByRole('main').getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const background = () => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  const rowHeight = async () => (await firstRow.boundingBox())?.height ?? 0;
  const lightBackground = await background();
  const comfortableHeight = await rowHeight();

  await dark.click();
  await expect(dark).toHaveAttribute('aria-checked', 'true');
  await expect.poll(background).not.toBe(lightBackground);
  await compact.click();
  await expect(compact).toHaveAttribute('aria-checked', 'true');
  await expect.poll(rowHeight).toBeLessThan(comfortableHeight);

  await page.reload();
  await expect(dark).toHaveAttribute('aria-checked', 'true');
  await expect(compact).toHaveAttribute('aria-checked', 'true');
  await expect.poll(background).not.toBe(lightBackground);

  await dark.click();
  await expect.poll(background).toBe(lightBackground);
});

/**
 * Opens a row's delete confirmation on /protocols and presses its « Annuler » button: answers the dialog's frame (what
 * fades in) and the ripples the press drew on the button.
 */
async function openDeleteDialogAndPressCancel(page: Page) {
  await page.goto('/#/protocols');
  await page.getByRole('main').getByRole('row').nth(1).getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Annuler' });
  await cancel.hover();
  await page.mouse.down();
  return { frame: dialog.locator('xpath=..'), ripples: cancel.locator('.MuiTouchRipple-child') };
}

/** Lets the press go: the dialog closes. */
async function releaseCancel(page: Page) {
  await page.mouse.up();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('without reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('buttons ripple and dialogs fade in', async ({ signedIn: page }) => {
    const { frame, ripples } = await openDeleteDialogAndPressCancel(page);
    await expect(frame).toHaveCSS('transition-duration', '0.225s');
    await expect(ripples).toHaveCount(1);
    await releaseCancel(page);
  });
});

test('with the reduced motion the system asks for, buttons do not ripple and dialogs appear at once', async ({
  signedIn: page,
}) => {
  const { frame, ripples } = await openDeleteDialogAndPressCancel(page);
  await expect(frame).toHaveCSS('transition-duration', '0s');
  // Checked after the frame: the press has had its time to draw.
  await expect(ripples).toHaveCount(0);
  await releaseCancel(page);
});
