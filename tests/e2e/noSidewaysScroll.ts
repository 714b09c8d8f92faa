import { expect, type Page } from '@playwright/test';

/**
 * Checks that the page does not scroll sideways (docs/responsive.md): the document is no wider than the window.
 * `where` names the page or state in the failure (« /attributes, drawer open »). Waits for the page to settle, as
 * any web-first assertion does: a page still laying out its rows may be wider for a moment.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement;
          return scrollWidth - clientWidth;
        }),
      { message: `${where} scrolls sideways: the document is wider than the window by this many pixels` },
    )
    .toBeLessThanOrEqual(0);
}
