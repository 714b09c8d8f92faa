import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  type Dialog,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { decodeClaims } from '../../src/providers/tokenStorage';
import { type FakeTranslationEngine, startTranslationEngine } from '../fakes/translationEngine';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT, type RunningServer, startServer } from '../serverProcess';
import { TAB_SETTINGS } from './chromium';
import { inEitherLanguage, translate } from './consoleMessages';
import { DEMO_TARGET, nextApiCall, onApiCall, startDemoHost } from './demoHost';

export { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, startServer };

/** First port of the per-worker servers (E2E_PORT_BASE lets two runs share a machine). */
const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 8300);

/** The per-worker fixtures: the server, and the fake translation engine it may be started with. */
interface WorkerFixtures {
  server: RunningServer;
  /**
   * `test.use({ withTranslationEngine: true })` in a story file: its worker starts a fake LibreTranslate
   * (tests/fakes/translationEngine.ts) and its server with TRANSLATION_URL naming it. Off by default: other stories
   * run against a server with no engine, as the demo API is.
   */
  withTranslationEngine: boolean;
  /** That worker's fake engine (its requests, `answer(...)` to make it slow, refusing or nonsensical); else undefined. */
  translationEngine: FakeTranslationEngine | undefined;
  /** The browser context the worker's stories open their tabs in (the `context` fixture's usual answer). */
  sharedContext: SharedContext;
}

/** A worker's browser context, shared by its stories' tabs; made again after a story left it unfit for the next. */
interface SharedContext {
  /** The context for stories on `baseURL` (a file may talk to a server of its own: a new context then). */
  current(baseURL: string | undefined): Promise<BrowserContext>;
  /** Closes it: the next story gets a new one. */
  discard(): Promise<void>;
}

/** Contexts on which a story installed Playwright's clock (`openWithClock`): the clock is the whole context's. */
const clockInstalled = new WeakSet<BrowserContext>();

/**
 * Opens a tab the context keeps while it lives. Chromium does work again for the first tab of a context that has none
 * open: a listing opened in a new tab, that tab then closed, 15 times in a row, cost 2.2-2.3 CPU-s each, and 1.3-1.4
 * with one more tab left open in the same context (in another context: 2.2). The stories close their tabs when they
 * end, so the worker's context keeps this one. A failing story's screenshots include it, saying what it is.
 */
async function keepTabOpen(context: BrowserContext): Promise<void> {
  const kept = await context.newPage();
  await kept.setContent(
    "<title>Kept open</title><p>The worker keeps this tab open: a context's first tab costs Chromium more (tests/e2e/fixtures.ts).</p>",
  );
}

/** Playwright's default tab size, every story's unless it asks for another (`test.use({ viewport })`). */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

export const test = base.extend<{ signedIn: Page }, WorkerFixtures>({
  sharedContext: [
    async ({ browser }, use) => {
      let shared: { context: BrowserContext; baseURL: string | undefined } | undefined;
      const discard = async () => {
        const left = shared;
        shared = undefined;
        await left?.context.close();
      };
      await use({
        async current(baseURL) {
          if (shared?.baseURL !== baseURL) await discard();
          if (!shared) {
            const made = { context: await browser.newContext({ ...TAB_SETTINGS, baseURL }), baseURL };
            made.context.on('close', () => {
              if (shared === made) shared = undefined;
            });
            await keepTabOpen(made.context);
            shared = made;
          }
          return shared.context;
        },
        discard,
      });
      await discard();
    },
    { scope: 'worker' },
  ],
  /**
   * One browser context per worker, each story in a new tab of it (docs/testing.md, "Where the time goes"): the
   * console keeps its whole state in the tab (sessionStorage), and a new context cost every story about half a CPU-second
   * before its first step. A story whose tab options differ from every story's (a phone's viewport, motion not reduced)
   * gets a context of its own; one that installed the page's clock, which Playwright installs for the whole context,
   * leaves the next story a new one.
   */
  context: async ({ browser, sharedContext, viewport, reducedMotion, baseURL }, use) => {
    const usual =
      reducedMotion === TAB_SETTINGS.reducedMotion &&
      viewport?.width === DEFAULT_VIEWPORT.width &&
      viewport?.height === DEFAULT_VIEWPORT.height;
    if (!usual) {
      const own = await browser.newContext({ ...TAB_SETTINGS, viewport, reducedMotion, baseURL });
      await use(own);
      await own.close();
      return;
    }
    const shared = await sharedContext.current(baseURL);
    await use(shared);
    if (clockInstalled.has(shared)) await sharedContext.discard();
  },
  /** A new tab of the story's context; it and every tab the story opened are closed when it ends. */
  page: async ({ context }, use) => {
    const before = new Set(context.pages());
    const page = await context.newPage();
    await use(page);
    for (const opened of context.pages()) if (!before.has(opened)) await opened.close();
  },
  withTranslationEngine: [false, { scope: 'worker', option: true }],
  translationEngine: [
    async ({ withTranslationEngine }, use) => {
      // The demo API has no engine whatever the story asks (docs/translation.md).
      if (!withTranslationEngine || DEMO_TARGET) {
        await use(undefined);
        return;
      }
      const engine = await startTranslationEngine();
      await use(engine);
      await engine.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ translationEngine }, use, workerInfo) => {
      const port = E2E_PORT_BASE + workerInfo.workerIndex;
      const env: Record<string, string> = translationEngine ? { TRANSLATION_URL: translationEngine.url } : {};
      const server = DEMO_TARGET ? await startDemoHost(port) : await startServer(port, env);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  signedIn: async ({ page, request }, use) => {
    // The demo's API answers in the tab only: there, the tab signs in through its form (and is on /home).
    await (DEMO_TARGET ? signIn(page) : signInTab(page, request));
    await use(page);
  },
});

/**
 * Signs in through the sign-in page. The console reads the administrator's saved language back at sign-in
 * when the tab has not chosen one; stories share one administrator per worker, so a tab that has not chosen
 * is given French first, and one story's English does not leak into the next.
 */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await chooseFrenchUnlessChosen(page);
  await page.getByLabel(inEitherLanguage('app.auth.login')).first().fill(email);
  await page.getByLabel(inEitherLanguage('app.auth.password')).first().fill(password);
  await page.getByRole('button', { name: inEitherLanguage('app.auth.signIn') }).click();
  await expect(page).toHaveURL(/#\/home/);
}

/**
 * Signs a tab in without the sign-in page, before it opens any page: the token pair is asked from the API and put
 * where a sign-in puts it (tokenStorage's sessionStorage keys) before the console starts, with French as the tab's
 * language. The tab stays blank: the story opens its first page by its address (`page.goto('/#/protocols')`), and the
 * console starts there, as from a bookmark (a start on /home, then the page, cost every story home's drawing and
 * counts: 0.9 s of a 1.8-s listing story on an idle machine). The stories of signing in itself use `signIn`. The pair
 * is put once per tab: a story that signs out and reloads stays signed out.
 */
export async function signInTab(page: Page, request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/auth/token', {
    data: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD, userType: 'admin' },
  });
  expect(answer.ok()).toBe(true);
  const pair = (await answer.json()) as { token: string; refresh_token: string };
  await page.addInitScript(
    ({ token, refreshToken, login }) => {
      if (window.sessionStorage.getItem('e2e.signedIn') !== null) return;
      window.sessionStorage.setItem('e2e.signedIn', 'yes');
      window.sessionStorage.setItem('auth.token', token);
      window.sessionStorage.setItem('auth.refreshToken', refreshToken);
      window.sessionStorage.setItem('auth.login', login);
      if (window.sessionStorage.getItem('RaStore.locale') === null)
        window.sessionStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    },
    { token: pair.token, refreshToken: pair.refresh_token, login: decodeClaims(pair.token)?.username ?? ADMIN_EMAIL },
  );
}

/** A tab signed in (`signInTab`), on /#/home. */
export async function openSignedIn(page: Page, request: APIRequestContext): Promise<void> {
  await signInTab(page, request);
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/home/);
}

/** Gives a tab on the sign-in page French, unless it chose a language: sign-in then keeps it. */
export async function chooseFrenchUnlessChosen(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.sessionStorage.getItem('RaStore.locale') === null)
      window.sessionStorage.setItem('RaStore.locale', JSON.stringify('fr'));
  });
}

/**
 * The port of a server a test starts itself (e.g. on an empty data folder), distinct from the
 * per-worker servers and between parallel workers.
 */
export const extraServerPort = (parallelIndex: number) => E2E_PORT_BASE + 50 + parallelIndex;

/** The password the server prints on first start when ADMIN_PASSWORD is empty (README, "Run it"). */
export function generatedPasswordIn(output: string): string | undefined {
  return /Generated password \(shown once, to be changed at first sign-in\): (\S+)/.exec(output)?.[1];
}

const runCommand = promisify(execFile);

/** Another administrator on a running server, created with the operators' CLI (`npm run admin -- create`). */
export async function createAdministrator(server: RunningServer, email: string, password: string): Promise<void> {
  await runCommand(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', 'create', email], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
  });
}

/** A quoted-printable body as text: soft line breaks (`=` at the end of a line) joined, `=XX` bytes decoded. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const escaped = /^=([0-9A-Fa-f]{2})/.exec(joined.slice(index, index + 3));
    if (escaped) {
      bytes.push(Number.parseInt(escaped[1], 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The password-reset link of the latest e-mail sent to `email`, if one is in the outbox yet. */
export function resetLinkFor(server: RunningServer, email: string): string | undefined {
  const recipient = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  const mails = server.outbox().filter((eml) => recipient.test(eml));
  const last = mails.at(-1);
  return last
    ? /https?:\/\/[^\s"<>]*#\/reset-password\?key=[^\s"<>&]+/.exec(decodeQuotedPrintable(last))?.[0]
    : undefined;
}

/** An access token for API calls made by a test itself (setting data up, reading totals). */
export async function apiToken(
  request: APIRequestContext,
  baseUrl: string,
  login = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<string> {
  const answer = await request.post(`${baseUrl}/api/auth/token`, { data: { login, password, userType: 'admin' } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).token;
}

/**
 * Answers the page's confirmation dialogs with ONE listener: `answer` says what the next ones get,
 * `count` how many were shown. A confirmation opens a moment after the click that causes it, so
 * wait for `count` before changing the answer.
 */
export function answerDialogs(page: Page, initial: 'accept' | 'dismiss') {
  const state = { answer: initial, count: 0, messages: [] as string[] };
  page.on('dialog', async (dialog: Dialog) => {
    state.count += 1;
    state.messages.push(dialog.message());
    await (state.answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return state;
}

const exactlyInEitherLanguage = (key: string) => new RegExp(`^(${inEitherLanguage(key).source})$`);

/**
 * The user menu's button in the app bar: named « Profil » / "Profile", after the login it shows on a wide screen
 * (« admin@example.com, Profil », src/layout/AppUserMenu.tsx).
 */
const userMenuName = () => new RegExp(`^(.+, )?(${inEitherLanguage('ra.auth.user_menu').source})$`);

/** Signs out through the user menu of the app bar. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: userMenuName() }).click();
  await page.getByRole('menuitem', { name: exactlyInEitherLanguage('ra.auth.logout') }).click();
  await expect(page).toHaveURL(/#\/login$/);
}

/**
 * Types into a listing's search box (named `searchLabel`) and waits until the listing has asked the API
 * for it: the search is debounced, and a row opened before the answer would belong to the old list. A
 * listing coming back with that search already kept (the tab's store) just has to finish loading.
 */
export async function searchListing(
  page: Page,
  text: string,
  searchLabel = translate('fr', 'screens.list.search'),
): Promise<void> {
  const box = page.getByRole('textbox', { name: searchLabel });
  await expect(box).toBeVisible();
  if ((await box.inputValue()) === text) {
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    return;
  }
  const answered = nextApiCall(
    page,
    (method, url) => method === 'GET' && url.pathname.startsWith('/api/') && url.searchParams.get('q') === text,
  );
  await box.fill(text);
  await answered;
  // The answer is on screen once nothing is being read any more (the rows are drawn in the same update).
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Reads a toast, then closes it with a click on its text, as an administrator may (src/notifications/Toast.tsx). The
 * console shows one toast at a time: a story's next toast would otherwise wait out this one's 3 s (6 s for a delete's),
 * 2-3 s of each catalogue walk's steps.
 */
export async function readAndCloseToast(page: Page, text: string): Promise<void> {
  const shown = page.getByRole('alert').filter({ hasText: text });
  await expect(shown).toBeVisible();
  await shown.getByText(text).click();
}

/** Waits until a screen reader's live region (role status) says `text`. */
export const announced = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);

/**
 * Lifts the focused drag handle with the keyboard (`key`: Space or Enter), waits for the announcement `lifted`, then
 * until the drag hears the next keys. dnd-kit's keyboard sensor starts listening for Escape, the arrows and the drop
 * in a timer set as the drag starts, and Chromium may run a key sent meanwhile before that timer: the key is lost
 * (a cancellation never announced, flaky in full runs). A person's next key comes far later; a timer set now runs
 * after the sensor's.
 */
export async function liftByKeyboard(page: Page, key: 'Space' | 'Enter', lifted: string): Promise<void> {
  await page.keyboard.press(key);
  await announced(page, lifted);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Opens `address` in a new document with Playwright's clock installed from its first script, so that every timer of
 * the console is the story's to move (`pauseClock`, `page.clock.runFor`). The tab keeps its session (sessionStorage).
 * Installing the clock in a console already running, then changing its address, raced the console's own start.
 * Playwright installs the clock for the tab's whole context: the context is noted, and the next story gets a new one.
 */
export async function openWithClock(page: Page, address: string): Promise<void> {
  clockInstalled.add(page.context());
  await page.clock.install();
  await page.goto('about:blank');
  await page.goto(address);
}

/**
 * Holds the page's clock still (after `page.clock.install()`): no timer of the page runs until `page.clock.runFor`
 * or `page.clock.resume()`, so a story decides the order of a debounce, a toast's timer and the user's next action
 * instead of racing them. The clock jumps a second ahead first (Playwright pauses only at a time still to come).
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/** How far `runClockUntil` moves the page's clock at each step, and how long it waits between steps. */
const CLOCK_STEP = 50;

/**
 * With the page's clock held still (`pauseClock`), lets the page's timers run `CLOCK_STEP` at a time until `target` is
 * visible (or hidden): what the page waits on besides time (an API answer, React drawing what a timer changed)
 * comes meanwhile, and the timers it sets then run too. The steps follow each other 50 ms apart: with `expect.poll`'s
 * default pauses (up to a second each) only 13 steps, 650 ms of the page's clock, fitted in its 10 s, where a toast's
 * last 100 ms and its 500-ms fade need 12; on a loaded machine fewer fitted, and the story failed (2026-11-28).
 */
export async function runClockUntil(page: Page, target: Locator, state: 'visible' | 'hidden'): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(CLOCK_STEP);
        return (await target.isVisible()) === (state === 'visible');
      },
      { intervals: [CLOCK_STEP] },
    )
    .toBe(true);
}

/** The API calls that change something (any method but GET) the page makes from now on, as `METHOD path`. */
export function recordApiWrites(page: Page): string[] {
  const writes: string[] = [];
  onApiCall(page, (method, url) => {
    if (method !== 'GET' && url.pathname.startsWith('/api/')) writes.push(`${method} ${url.pathname}`);
  });
  return writes;
}

/** A translation set in French and English, as the API takes and answers it. */
export const tr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];

export { expect };
