import { type ElementHandle, expect, type FileChooser, type Locator, type Page } from '@playwright/test';
import { pickRecord } from './editorSteps';

/** How many presses of Tab a story allows to reach one control: the whole menu and a long form fit. */
const MOST_PRESSES = 150;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Where the focus is for `target`, in one look at the page: on it, in the same ARIA menu (walked with the arrows, not
 * with Tab), elsewhere, or `gone` when React has replaced the element (found again by its locator).
 */
const focusFor = (target: ElementHandle<Element>) =>
  target.evaluate((element) => {
    if (!element.isConnected) return 'gone';
    if (element === document.activeElement) return 'on';
    const menu = element.closest('[role="menu"]');
    return menu !== null && menu !== element && menu.contains(document.activeElement) ? 'inMenu' : 'elsewhere';
  });

/**
 * Moves the focus to `target` as someone without a mouse does: Tab (Shift+Tab with `backwards`) from control to
 * control, and inside an ARIA menu (role menu, such as the side menu) the arrows, which reach its entries that Tab
 * skips; fails when the focus never comes (the control cannot be reached by keyboard). `target` must be on screen.
 * The element is found once and looked at after each press (finding it by role and name each time cost more than the
 * press itself), and found again if the page replaced it.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  let element = await target.elementHandle();
  try {
    for (let presses = 0; presses < MOST_PRESSES && element; presses += 1) {
      const focus = await focusFor(element);
      if (focus === 'on') return;
      if (focus === 'gone') {
        await element.dispose();
        element = await target.elementHandle();
        continue;
      }
      if (focus === 'inMenu') await page.keyboard.press(backwards ? 'ArrowUp' : 'ArrowDown');
      else await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
  } finally {
    await element?.dispose();
  }
  await expect(target, `not reached with ${MOST_PRESSES} key presses`).toBeFocused();
}

/** Tabs to `target` and presses `key` on it (Enter by default). */
export async function pressOn(page: Page, target: Locator, key = 'Enter', options = {}): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Tabs to a text box, selects what it holds and types `text` in its place. */
export async function typeInto(page: Page, box: Locator, text: string, options = {}): Promise<void> {
  await tabTo(page, box, options);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(box).toHaveValue(text);
}

/**
 * The file choosers the page opens, from now on, each given to the next `chosen()` asked for. One listener for the
 * story: Playwright turns the browser's file chooser interception on when a first listener comes and off when the
 * last goes, and a key pressed right after `page.waitForEvent('filechooser')` could open the chooser before the
 * interception was on again (the story then waited for a chooser Chromium had shown and closed by itself).
 */
export function fileChoosers(page: Page) {
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on('filechooser', (chooser) => waiting.shift()?.(chooser));
  return { chosen: () => new Promise<FileChooser>((resolve) => waiting.push(resolve)) };
}

/**
 * Chooses `option` in a select list (MUI Select: a combobox opening a listbox whose options take the focus): Tab to
 * it, ArrowDown opens it, ArrowDown again until the option has the focus, Enter chooses.
 */
export async function chooseInSelect(page: Page, combobox: Locator, option: string): Promise<void> {
  await tabTo(page, combobox);
  await page.keyboard.press('ArrowDown');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < MOST_PRESSES && !(await isFocused(wanted)); presses += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(wanted).toHaveCount(0);
}

/**
 * Chooses `option` in an autocomplete (a text box suggesting options, the one under the arrows named by the box's
 * `aria-activedescendant`): types `text`, then ArrowDown until the option is the active one, Enter chooses.
 */
export async function chooseInAutocomplete(page: Page, box: Locator, text: string, option: string): Promise<void> {
  const wanted = await pickRecord(
    page,
    async () => {
      await tabTo(page, box);
      await page.keyboard.type(text);
    },
    text,
    option,
  );
  const wantedId = await wanted.getAttribute('id');
  for (let presses = 0; presses < MOST_PRESSES; presses += 1) {
    if ((await box.getAttribute('aria-activedescendant')) === wantedId) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(box).toHaveAttribute('aria-activedescendant', wantedId ?? '');
  await page.keyboard.press('Enter');
}

/**
 * Opens the tab `tab` of a tab list as the ARIA pattern has it: Tab reaches the list's selected tab only, the
 * arrows move between tabs, Enter opens the one with the focus.
 */
export async function openTab(page: Page, tab: Locator): Promise<void> {
  const list = page.getByRole('tablist').filter({ has: tab });
  await tabTo(page, list.getByRole('tab', { selected: true }));
  for (let presses = 0; presses < MOST_PRESSES && !(await isFocused(tab)); presses += 1)
    await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}
