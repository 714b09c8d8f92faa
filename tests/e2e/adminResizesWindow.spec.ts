import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './noSidewaysScroll';

/**
 * A window narrowed to a phone's width (a tablet turned, a window resized) shows the page with the menu folded into
 * its drawer, as a phone opens; widened again, the side menu is back beside the page (src/layout/AppSidebar.tsx).
 */
test('an administrator narrows the window to a phone width and widens it again: the page stays usable', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#/actCategories');
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(menu.getByRole('link', { name: "Catégories d'actes", exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  // The page, not a drawer over it: its controls are reachable, the menu waits behind its button.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Catégories d'actes");
  await expect(page.getByRole('textbox', { name: 'Rechercher' })).toBeVisible();
  await expect(menu).toBeHidden();
  await expectNoSidewaysScroll(page, '/actCategories narrowed to 390 px');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(menu.getByRole('link', { name: "Catégories d'actes", exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(menu.getByRole('link', { name: "Catégories d'actes", exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Rechercher' })).toBeVisible();
});
