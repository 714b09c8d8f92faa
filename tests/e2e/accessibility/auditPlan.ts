import type { Page } from '@playwright/test';
import type { Language } from '../../../lib/model';
import { watchConsoleErrors } from '../consoleErrors';
import { translate } from '../consoleMessages';
import { addChiefComplaintRule } from '../editorSteps';
import { FIRST_CONNECT_TOKEN } from '../firstConnectToken';
import { expect, searchListing } from '../fixtures';
import { expectTranslatedTexts, RAW_KEY } from '../translatedTexts';
import { audit, DESKTOP_WIDTH, expectNoFindings } from './audit';
import {
  addressOf,
  applyRendering,
  auditRenderings,
  deleteConfirmation,
  describeRendering,
  FRENCH_LIGHT_DESKTOP,
  goWithinConsole,
  type OpenedState,
  openPage,
  type Rendering,
  recordToOpen,
  renderingsAt,
  test,
} from './auditSession';
import { CATALOGUE_ROUTES, type CatalogueRoute, PUBLIC_PAGES, type RouteKind, routesByView } from './routes';

/**
 * The audit stories (docs/accessibility.md), shared by `npm test` and `npm run test:a11y`: every page of the console,
 * each opened once and audited in several states (renderings, dialogs open) before the next.
 */
export interface AuditPlan {
  /** The tab widths every page is audited at. */
  widths: readonly number[];
  /**
   * `everyRoute`: every page in French and light, and the pages standing for their kind (KIND_ROUTES, the public pages'
   * sign-in, home) in both languages and both themes with their dialogs open (`npm test`); `matrix`: every page in both
   * languages and both themes, its dialogs open in each (`npm run test:a11y`).
   */
  depth: 'everyRoute' | 'matrix';
}

/**
 * The route standing for each kind of catalogue page in an `everyRoute` audit: audited in English and dark too, the
 * delete confirmation open on the modify page. A generic catalogue with a long feminine name, and the exam form editor
 * (the one record page). Every page is made of the same shared frame, listing and form pieces, whose texts and colours
 * these renderings check; `npm run test:a11y` draws every page in every rendering.
 */
const KIND_ROUTES: Record<RouteKind, string> = {
  listing: 'sessionSubCategories',
  create: 'sessionSubCategories',
  modify: 'sessionSubCategories',
  recordPage: 'examsAnamnesis',
};

/** The account menu of the app bar, open (sign out), closed with Escape. */
const userMenu = (language: Language): OpenedState => ({
  name: 'user menu open',
  async open(page) {
    const profile = translate(language, 'ra.auth.user_menu');
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`${profile}$`) })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
  },
  async close(page) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  },
});

/**
 * The checks of noRawKeys.spec.ts's French pass, made where the audit opens every page anyway: in French, light, at a
 * desktop's width, the page shows no translation key instead of a text and names every control (in `main`; on /home
 * the whole page, whose menu and app bar every page shows), then `more` (a listing's title is its menu entry's).
 * noRawKeys.spec.ts walks the same pages in English on a phone, through the menu.
 */
const translatedInFrench =
  (page: Page, controlsIn: 'body' | 'main', more: () => Promise<void> = async () => {}) =>
  async ({ language, theme, width }: Rendering) => {
    if (language !== 'fr' || theme !== 'light' || width !== DESKTOP_WIDTH) return;
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectTranslatedTexts(page, `${decodeURI(new URL(page.url()).hash)} (fr)`, controlsIn);
    await more();
  };

/** The side menu, in French (its entries: home, then a link per listing). */
const frenchMenu = (page: Page) => page.getByRole('navigation', { name: translate('fr', 'app.menu.label') });

/** Every menu entry has a text, and none is a translation key: read on /home, in French, at a desktop's width. */
async function menuEntriesNamed(page: Page): Promise<void> {
  const entries = await frenchMenu(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ text: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
    );
  expect(entries.length).toBeGreaterThan(40);
  for (const { text, href } of entries) {
    expect(text, `menu entry ${href}`).not.toBe('');
    expect(text, `menu entry ${href}`).not.toMatch(RAW_KEY);
  }
}

/** A listing's title is the text of its menu entry, in French. */
async function titledAsItsMenuEntry(page: Page, viewName: string): Promise<void> {
  const entry = frenchMenu(page).locator(`a[href="#/${viewName}"]`);
  await expect(page.locator('#react-admin-title'), `/${viewName}'s title`).toHaveText(
    ((await entry.textContent()) ?? '').trim(),
  );
}

/**
 * A story's time limit for the audits it makes: the engines take seconds on a big page (a listing of 100 rows, the
 * menu) and more on a busy machine; the limit detects a hang, not slowness (docs/testing.md).
 */
const allowAudits = (audits: number) => test.setTimeout(30_000 + audits * 20_000);

export function defineAuditStories({ widths, depth }: AuditPlan): void {
  const frenchLight = widths.map((width) => ({ ...FRENCH_LIGHT_DESKTOP, width }));
  const all = depth === 'matrix' ? renderingsAt(widths) : frenchLight;
  /**
   * The renderings of a page standing for its kind: in an `everyRoute` audit too, all four language and theme pairs at
   * the first width, and French and light at the others (as every page).
   */
  const everyRendering =
    depth === 'matrix' ? renderingsAt(widths) : [...renderingsAt(widths.slice(0, 1)), ...frenchLight.slice(1)];
  const renderingsOf = (standsForKind: boolean): Rendering[] => (standsForKind ? everyRendering : all);
  const dialogsOf = (standsForKind: boolean) => depth === 'matrix' || standsForKind;
  const standsForKind = (route: CatalogueRoute) => depth === 'everyRoute' && KIND_ROUTES[route.kind] === route.viewName;

  test.describe('every page of the console passes axe-core and HTML_CodeSniffer', () => {
    // Each story opens its pages in its worker's shared tab: the stories spread over the workers, not one file's worker.
    test.describe.configure({ mode: 'parallel' });

    test('the audit finds an image without a text alternative with both engines', async ({ page }) => {
      await openPage(page, '/#/login');
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
        document.body.append(image);
      });
      const found = (await audit(page, 'an image without alt planted')).map(({ engine, rule }) => `${engine} ${rule}`);
      expect(found).toEqual(['axe image-alt (critical)', 'htmlcs WCAG2AA.Principle1.Guideline1_1.1_1_1.H37']);
    });

    test('the sign-in, forgotten-password, reset and first-connection pages', async ({ page }) => {
      allowAudits(PUBLIC_PAGES.length * everyRendering.length);
      const findings = [];
      for (const address of PUBLIC_PAGES) {
        if (address === '/first-connect') {
          await page.evaluate((token) => window.sessionStorage.setItem('auth.token', token), FIRST_CONNECT_TOKEN);
        }
        await openPage(page, `/#${address}`);
        findings.push(...(await auditRenderings(page, renderingsOf(address === '/login'))));
      }
      expectNoFindings(findings);
    });

    test('home, with the user menu open; in French its texts and the menu entries translated', async ({
      consoleTab: page,
    }) => {
      allowAudits(2 * everyRendering.length);
      const errors = watchConsoleErrors(page);
      await goWithinConsole(page, '/#/home');
      const findings = await auditRenderings(
        page,
        renderingsOf(true),
        (language) => [userMenu(language)],
        translatedInFrench(page, 'body', () => menuEntriesNamed(page)),
      );
      expectNoFindings(findings);
      // The pages the French pass reads: an add page and a record's page for most catalogues.
      expect(CATALOGUE_ROUTES.filter((route) => route.kind === 'create').length).toBeGreaterThan(20);
      expect(CATALOGUE_ROUTES.filter((route) => route.kind === 'modify').length).toBeGreaterThan(30);
      errors.stop();
      expect(errors.list, 'console errors').toEqual([]);
    });

    for (const [viewName, routes] of routesByView()) {
      test(`/${viewName}: ${routes.map((route) => route.subPage ?? route.kind).join(', ')}`, async ({
        consoleTab: page,
      }) => {
        allowAudits(2 * routes.length * everyRendering.length);
        const errors = watchConsoleErrors(page);
        const findings = [];
        for (const route of routes) {
          const needsRecord = route.kind === 'modify' || route.kind === 'recordPage';
          const recordId = needsRecord ? await recordToOpen(page.request, route) : undefined;
          // Every page as links go, the first one too: the worker's tab holds the console since its first story, and
          // a passing story leaves it on a page with nothing open (a failed one ends the worker and its tab).
          await goWithinConsole(page, addressOf(route, recordId));
          const withDialog = route.deletesOnPage === true && dialogsOf(standsForKind(route));
          findings.push(
            ...(await auditRenderings(
              page,
              renderingsOf(standsForKind(route)),
              (language) => (withDialog ? [deleteConfirmation(language)] : []),
              translatedInFrench(page, 'main', () =>
                route.kind === 'listing' ? titledAsItsMenuEntry(page, route.viewName) : Promise.resolve(),
              ),
            )),
          );
        }
        expectNoFindings(findings);
        errors.stop();
        expect(errors.list, 'console errors').toEqual([]);
      });
    }

    /**
     * The editors are reached through French steps, and a language switch mounts the page anew (an open dialog
     * closes): each is opened again for each French rendering. Their English texts are the same components'.
     */
    const editorRenderings = renderingsOf(depth === 'everyRoute').filter(({ language }) => language === 'fr');
    const editors: Record<string, (page: Page) => Promise<void>> = {
      'sheet content and preview': async (page) => {
        await searchListing(page, 'Classe II division 1');
        await page.getByRole('cell', { name: 'Classe II division 1', exact: true }).click();
        await page.getByRole('tab', { name: 'Contenu' }).click();
        await expect(page.getByRole('region', { name: 'Aperçu' })).toBeVisible();
      },
      'condition test dialog': async (page) => {
        const condition = await addChiefComplaintRule(page);
        await condition.getByRole('button', { name: 'Tester la condition' }).click();
        await expect(page.getByRole('dialog', { name: 'Tester la condition' })).toBeVisible();
      },
      'teeth chart': async (page) => {
        await searchListing(page, 'Récessions gingivales');
        await page.getByRole('main').getByRole('cell', { name: 'Récessions gingivales', exact: true }).click();
        await expect(page.getByRole('group', { name: 'Aperçu de la sélection de dents' })).toBeVisible();
      },
    };
    const editorAddresses: Record<string, string> = {
      'sheet content and preview': '/#/pedagogicalSheetsMinidiag',
      'condition test dialog': '/#/actTypes/create',
      'teeth chart': '/#/attributes',
    };
    // Each rendering in a new document, and home in a new one after: an editor leaves a form with unsaved changes, which
    // the worker's tab could not leave by a link (the next story's way in).
    for (const [editor, reach] of Object.entries(editors)) {
      test(`the ${editor}`, async ({ consoleTab: page }) => {
        allowAudits(2 * editorRenderings.length);
        const findings = [];
        for (const rendering of editorRenderings) {
          await openPage(page, editorAddresses[editor]);
          await applyRendering(page, rendering);
          await reach(page);
          findings.push(...(await audit(page, `${describeRendering(rendering)}, ${editor}`)));
        }
        await openPage(page, '/#/home');
        expectNoFindings(findings);
      });
    }
  });
}
