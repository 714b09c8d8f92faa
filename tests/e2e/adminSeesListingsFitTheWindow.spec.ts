import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './noSidewaysScroll';

/**
 * The widest listings fit the window at a tablet's and a laptop's widths, the side menu open or closed
 * (docs/responsive.md): cards below 900 px, a table whose cells and toolbar wrap above. Chosen from the models: the
 * most columns (attributes, session types), chips and e-mails (companies, aligner companies, diagnosticians), the
 * longest headers in English (exams' « Display mode »).
 */
const WIDEST_LISTINGS = [
  'attributes',
  'sessionTypes',
  'companies',
  'alignerCompanies',
  'userThirdParties',
  'examsAnamnesis',
];

/** Opens or closes the side menu with the app bar's button, as the reader does. */
async function setMenu(page: Page, open: boolean) {
  const toggle = page.getByRole('button', { name: open ? 'Ouvrir le menu' : 'Fermer le menu' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole('button', { name: open ? 'Fermer le menu' : 'Ouvrir le menu' })).toBeVisible();
}

for (const width of [600, 1024, 1280]) {
  test(`at ${width} px the widest listings do not scroll sideways, the menu open or closed`, async ({
    signedIn: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const open of [true, false]) {
      for (const listing of WIDEST_LISTINGS) {
        await page.goto(`/#/${listing}`);
        await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
        await setMenu(page, open);
        await expectNoSidewaysScroll(page, `/${listing} at ${width} px, menu ${open ? 'open' : 'closed'}`);
      }
    }
  });
}
