import { expect, type Page } from '@playwright/test';

/** The phone the stories check pages on (docs/responsive.md): 390 × 844 px. */
export const PHONE_SCREEN = { width: 390, height: 844 };

/**
 * What makes the page wider than its window, or [] when it is not (docs/responsive.md: from 360 px wide up, no page scrolls
 * sideways). Each entry names an element that sticks out of the window while its parent does not (where the overflow
 * starts), left out when a box of its own scrolls or clips it; at most five.
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const edge = root.clientWidth + 0.5;
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    const describe = (element: Element) => {
      const classes = [...element.classList].filter((name) => !name.startsWith('css-')).slice(0, 2);
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')} « ${name} » reaches ${right} px`;
    };
    const starts = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > edge &&
        (element.parentElement?.getBoundingClientRect().right ?? 0) <= edge &&
        !clippedByAncestor(element),
    );
    const found = starts.slice(0, 5).map(describe);
    return [`page ${root.scrollWidth} px wide in a ${root.clientWidth}-px window`, ...found];
  });
}

/** Fails unless the page fits its window's width (no sideways scroll), naming `where` and what sticks out. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  await expect.poll(() => sidewaysOverflow(page), { message: `${where} scrolls sideways` }).toEqual([]);
}
