import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The skip link (docs/accessibility.md, "Skip link"): hidden until the keyboard reaches it, the first Tab stop after a
 * page opens (the page's heading has the focus then) and of a fresh document, leading past the app bar and the menu to
 * the page's content.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const skipLink = (page: Page) => page.getByRole('button', { name: 'Aller au contenu' });

/** Enter on the focused skip link, then Tab: the page's own first control, inside the content, not in the menu. */
async function skipsToContent(page: Page) {
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.getElementById('main-content');
        return main !== null && document.activeElement !== document.body && main.contains(document.activeElement);
      }),
    )
    .toBe(true);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).locator(':focus')).toHaveCount(0);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('an administrator skips the app bar and the menu with the link the first Tab shows', async ({
      signedIn: page,
    }) => {
      await page.goto('/#/sessionSubCategories');
      await expect(heading(page)).toHaveText('Sous-catégories de séances');
      await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
      await expect(skipLink(page)).not.toBeInViewport();

      await test.step('after opening a listing, the first Tab reaches the skip link, which shows', async () => {
        await expect(heading(page)).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(skipLink(page)).toBeFocused();
        await expect(skipLink(page)).toBeInViewport();
      });

      await test.step('it leads past the app bar and the menu, to the page’s own controls', async () => {
        await skipsToContent(page);
        await expect(skipLink(page)).not.toBeInViewport();
      });

      await test.step('after a navigation too', async () => {
        await page.goto('/#/phaseTypes');
        await expect(heading(page)).toHaveText('Types de phases');
        await expect(heading(page)).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(skipLink(page)).toBeFocused();
        await expect(skipLink(page)).toBeInViewport();
        await skipsToContent(page);
      });

      await test.step('it is the document’s first Tab stop, where a fresh page starts', async () => {
        const firstStop = await page.evaluate(() => {
          const stops = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
          const first = [...stops].find(
            (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
          );
          return first?.textContent ?? null;
        });
        expect(firstStop).toBe('Aller au contenu');
      });
    });
  });
}
