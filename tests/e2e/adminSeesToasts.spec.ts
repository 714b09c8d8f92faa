import type { Page } from '@playwright/test';
import { expect, openWithClock, pauseClock, runClockUntil, test } from './fixtures';

/**
 * Notes in the page when a toast is added to and removed from the document, so that its time on
 * screen is measured by the browser rather than by the test's polling.
 */
async function timeToasts(page: Page) {
  await page.evaluate(() => {
    const times: { shown?: number; gone?: number; clicked?: number } = {};
    (window as unknown as { toastTimes: typeof times }).toastTimes = times;
    const toastIn = (nodes: NodeList) =>
      [...nodes].some((node) => node instanceof Element && node.querySelector('[role="alert"]'));
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('[role="alert"]'))
          times.clicked = performance.now();
      },
      true,
    );
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (times.shown === undefined && toastIn(mutation.addedNodes)) times.shown = performance.now();
        else if (times.shown !== undefined && toastIn(mutation.removedNodes)) times.gone = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

interface ToastTimes {
  shown: number;
  gone: number;
  clicked: number;
}

/** The page's notes, once the toast has left the document. */
async function toastTimes(page: Page): Promise<ToastTimes> {
  const read = () => page.evaluate(() => (window as unknown as { toastTimes: Partial<ToastTimes> }).toastTimes);
  await expect.poll(async () => (await read()).gone).toBeDefined();
  return { shown: Number.NaN, clicked: Number.NaN, ...(await read()) } as ToastTimes;
}

/**
 * Creates a protocol through its add page and returns its success toast, on screen. The page's clock is held still
 * from the click on Save (fixtures.ts `pauseClock`): the toast's time on screen is then the page's timers' alone,
 * measured on the page's clock, whatever the machine's speed.
 */
async function createProtocol(page: Page, label: string) {
  await openWithClock(page, '/#/protocols/create');
  await timeToasts(page);
  await page.getByRole('textbox', { name: /^Libellé \(français\)/ }).fill(label);
  await page.getByRole('textbox', { name: /^Libellé \(anglais\)/ }).fill(`${label} (en)`);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Protocole : création réussie' });
  await runClockUntil(page, toast, 'visible');
  return toast;
}

test('a success toast appears at the top of the page and goes away by itself', async ({ signedIn: page }) => {
  const label = `Protocole toast ${Date.now()}`;
  const toast = await createProtocol(page, label);

  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box?.y).toBeLessThan(40);
  const viewport = page.viewportSize();
  if (box && viewport) expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(20);

  // 3 s on screen, then a 0.5 s fade, measured on the page's clock.
  await page.clock.runFor(2_900);
  await expect(toast).toBeVisible();
  await runClockUntil(page, toast, 'hidden');
  const { shown, gone } = await toastTimes(page);
  expect(gone - shown).toBeGreaterThan(3000);
  expect(gone - shown).toBeLessThan(4500);
  await page.clock.resume();

  // The new protocol opens on its own page (issue 9 item 11).
  await expect(page).toHaveURL(/#\/protocols\/\d+$/);
  await expect(page.getByRole('textbox', { name: /^Libellé \(français\)/ })).toHaveValue(label);
});

test('a click on a toast closes it at once', { tag: '@smoke' }, async ({ signedIn: page }) => {
  const toast = await createProtocol(page, `Protocole clic ${Date.now()}`);
  await toast.click();
  await runClockUntil(page, toast, 'hidden');
  // Measured on the page's clock: clicked before the 3 s ran out, gone within the 0.5 s fade.
  const times = await toastTimes(page);
  expect(times.clicked - times.shown).toBeLessThan(2500);
  expect(times.gone - times.clicked).toBeLessThan(1000);
});
