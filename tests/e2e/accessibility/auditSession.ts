import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '../../../lib/model';
import { TAB_SETTINGS } from '../chromium';
import { chooseLanguage, foldsSettings, openSettingsMenu, translate } from '../consoleMessages';
import { apiToken, test as base, expect, openSignedIn, tr } from '../fixtures';
import { createThroughApi } from '../organisationSteps';
import { tinyPng } from '../pngImages';
import { atWidth, audit, DESKTOP_WIDTH, type Finding } from './audit';
import type { CatalogueRoute } from './routes';

/** How the console is drawn for an audit: its language, its theme and the tab's width. */
export interface Rendering {
  language: Language;
  theme: 'light' | 'dark';
  width: number;
}

export const FRENCH_LIGHT_DESKTOP: Rendering = { language: 'fr', theme: 'light', width: DESKTOP_WIDTH };

/** Every rendering of the given widths: French and English, light and dark. */
export const renderingsAt = (widths: readonly number[]): Rendering[] =>
  widths.flatMap((width) =>
    (['fr', 'en'] as const).flatMap((language) =>
      (['light', 'dark'] as const).map((theme) => ({ language, theme, width })),
    ),
  );

export const describeRendering = ({ language, theme, width }: Rendering) => `${language}, ${theme}, ${width} px`;

/**
 * The audit stories' fixtures: one signed-in tab per worker, shared by its stories (signing in and starting the
 * console once, not once per page; it renews its own session), and API headers to find records to open.
 */
export const test = base.extend<object, { consoleTab: Page }>({
  consoleTab: [
    async ({ browser, server }, use) => {
      const context = await browser.newContext({ ...TAB_SETTINGS, baseURL: server.url });
      const page = await context.newPage();
      watchSession(page);
      await openSignedIn(page, context.request);
      await use(page);
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** The theme switch of the app bar and of the sign-in pages (src/layout/ThemeSwitch.tsx), in the page's language. */
const themeSwitch = (page: Page, language: Language) =>
  page.getByRole('button', { name: translate(language, 'app.rendering.darkMode'), exact: true });

/**
 * Puts the page in `theme` with the theme switch of its app bar, or on a phone-width tab with the dark-theme entry of
 * the app bar's « Langue et affichage » menu (src/layout/CompactSettingsMenu.tsx), closed again after.
 */
async function chooseTheme(page: Page, language: Language, theme: Rendering['theme']): Promise<void> {
  const on = theme === 'dark' ? 'true' : 'false';
  if (!(await foldsSettings(page))) {
    const button = themeSwitch(page, language);
    if ((await button.getAttribute('aria-pressed')) !== on) await button.click();
    await expect(button).toHaveAttribute('aria-pressed', on);
    return;
  }
  await openSettingsMenu(page);
  const entry = page.getByRole('menuitemcheckbox', { name: translate(language, 'app.rendering.darkMode') });
  if ((await entry.getAttribute('aria-checked')) !== on) await entry.click();
  await expect(entry).toHaveAttribute('aria-checked', on);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/**
 * Draws the page as `rendering` says, with the console's own switches (language flags or the phone's settings menu,
 * theme switch). A page narrowed to a phone's width closes its side menu (src/layout/AppSidebar.tsx).
 */
export async function applyRendering(page: Page, rendering: Rendering): Promise<void> {
  await atWidth(page, rendering.width);
  if ((await page.locator('html').getAttribute('lang')) !== rendering.language)
    await chooseLanguage(page, rendering.language);
  await chooseTheme(page, rendering.language, rendering.theme);
}

/** The sign-in page's address, where the console sends a tab whose session ended. */
const SIGN_IN_ADDRESS = /#\/log(in|out)\b/;

/** What a shared tab's session went through: its renewals and the calls answered 401, the latest last. */
const sessionEvents = new WeakMap<Page, string[]>();

/**
 * Keeps the tab's session renewals and refused calls (time, status, call), to be told if the tab lands on the sign-in
 * page: a worker's shared tab lives longer than an access token (15 minutes), and renews it on its own.
 */
function watchSession(page: Page): void {
  const events: string[] = [];
  sessionEvents.set(page, events);
  const keep = (event: string) => {
    events.push(`${new Date().toISOString()} ${event}`);
    if (events.length > 20) events.shift();
  };
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/token/refresh' || response.status() === 401)
      keep(`${response.status()} ${response.request().method()} ${path}`);
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/api/token/refresh')
      keep(`${request.failure()?.errorText} POST /api/token/refresh`);
  });
}

/**
 * Opens an address of the console in the tab as a new page load, and waits until its page has drawn. A tab sent to the
 * sign-in page instead fails here, at once, rather than as a missing button minutes later.
 */
export async function openPage(page: Page, address: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(address);
  await untilDrawn(page, address);
}

/**
 * Goes to another page of the console in the document the tab holds (the address's hash, as a link does): no console
 * start and no new injection of the engines, 2.5 s of each story's first page on two busy cores, a second or more of
 * each next one. The page is drawn once the heading names another page than the one left (every page's title differs
 * from the one before it: a listing, « Nouveau : … », a record's label, the exam form's title, home's), then nothing
 * loads. A tab already at the address (the worker's tab starts on /home) only waits for it to be drawn.
 */
export async function goWithinConsole(page: Page, address: string): Promise<void> {
  if (new URL(page.url()).hash !== new URL(address, page.url()).hash) {
    const heading = page.locator('h1');
    const left = (await heading.textContent()) ?? '';
    await page.goto(address);
    await expect(heading, `${address} shows its own title`).not.toHaveText(left);
  }
  await untilDrawn(page, address);
}

/** Waits until the page at `address` has its title and nothing loads, and fails at once on the sign-in page. */
async function untilDrawn(page: Page, address: string): Promise<void> {
  await expect(page.locator('h1')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  if (SIGN_IN_ADDRESS.test(address)) return;
  const session = sessionEvents.get(page)?.join('; ') || 'nothing watched, or no renewal and no refusal';
  await expect(page, `${address} opened signed in (the tab's session: ${session})`).not.toHaveURL(SIGN_IN_ADDRESS);
}

/**
 * Records the demo data lacks, made through the API for the audit to open their modify page: sheet images are uploaded
 * files (no seed.ts of resources/ holds one). Each is made on a sheet of its own, which no other story reads.
 */
const MADE_FOR_AUDIT: Partial<Record<string, (request: APIRequestContext) => Promise<string>>> = {
  pedagogicalSheetImages: async (request) => {
    const stamp = Date.now();
    const sheet = await createThroughApi(request, 'pedagogical-sheets', {
      keyName: `audit-${stamp}`,
      title: tr(`Fiche de l’audit ${stamp}`, `Audit sheet ${stamp}`),
      type: 'minidiag',
    });
    const image = await createThroughApi(request, 'pedagogical-sheet-images', {
      pedagogicalSheetId: sheet.id,
      imageBase64: tinyPng(64, 48).toString('base64'),
      originalName: 'audit.png',
    });
    return String(image.id);
  },
};

/**
 * The record a modify or record page opens: the first of the route's view, through the API, or one made for the audit
 * when the demo data has none (`MADE_FOR_AUDIT`).
 */
export async function recordToOpen(request: APIRequestContext, route: CatalogueRoute): Promise<string> {
  // A token of its own: one asked at the start of a story may have expired after a page's audits.
  const headers = { Authorization: `Bearer ${await apiToken(request, '')}` };
  const answer = await request.get(route.recordsPath, { headers });
  expect(answer.ok(), `GET ${route.recordsPath}`).toBe(true);
  const body = (await answer.json()) as { id: number }[] | { member?: { id: number }[]; items?: { id: number }[] };
  const records = Array.isArray(body) ? body : (body.member ?? body.items ?? []);
  if (records.length > 0) return String(records[0].id);
  const make = MADE_FOR_AUDIT[route.viewName];
  if (!make) throw new Error(`/${route.viewName}: no demo record to open, and none is made for the audit`);
  return make(request);
}

/** The console address of a catalogue route, its record given for a modify or record page. */
export function addressOf(route: CatalogueRoute, recordId?: string): string {
  switch (route.kind) {
    case 'listing':
      return `/#/${route.viewName}`;
    case 'create':
      return `/#/${route.viewName}/create`;
    case 'modify':
      return `/#/${route.viewName}/${recordId}`;
    case 'recordPage':
      return `/#/${route.viewName}/${recordId}/${route.subPage}`;
  }
}

/** A state of a page the audit opens on top of it (a dialog), then closes. */
export interface OpenedState {
  name: string;
  open(page: Page): Promise<void>;
  close(page: Page): Promise<void>;
}

/** The delete confirmation of a record's page (its « Supprimer » button), closed with Escape. */
export const deleteConfirmation = (language: Language): OpenedState => ({
  name: 'delete confirmation open',
  async open(page) {
    await page
      .getByRole('main')
      .getByRole('button', { name: translate(language, 'ra.action.delete'), exact: true })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
  async close(page) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
});

/**
 * Audits the page drawn in each rendering in turn, and in each the states opened on top of it: several checks for
 * one page load. The findings of every check are returned together, so a failure lists them all. `checksIn` makes the
 * story's other checks of the page as drawn in a rendering, before its audit.
 */
export async function auditRenderings(
  page: Page,
  renderings: readonly Rendering[],
  states: (language: Language) => readonly OpenedState[] = () => [],
  checksIn: (rendering: Rendering) => Promise<void> = async () => {},
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const rendering of renderings) {
    await applyRendering(page, rendering);
    await checksIn(rendering);
    findings.push(...(await audit(page, describeRendering(rendering))));
    for (const state of states(rendering.language)) {
      await state.open(page);
      findings.push(...(await audit(page, `${describeRendering(rendering)}, ${state.name}`)));
      await state.close(page);
    }
  }
  return findings;
}
