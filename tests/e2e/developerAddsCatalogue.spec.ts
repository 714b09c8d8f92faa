import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import addedModel from '../addedCatalogue/model';
import { ROOT } from '../serverProcess';
import { TAB_SETTINGS } from './chromium';
import { expect, extraServerPort, openSignedIn, startServer, test } from './fixtures';

/**
 * README, "Adding a catalogue": a catalogue is one folder under resources/, and nothing else changes. Proven on a
 * temporary copy of the project (its tracked files as they are now, node_modules shared) into which the folder
 * tests/addedCatalogue/ is dropped as resources/wearSchedules/: a number field and a reference to a child level of a
 * tree (session sub-categories). In the copy, the API tests that go through every catalogue and the browser walk of the
 * new route pass; its server then shows the catalogue in the menu, the API and the listing, create and edit pages.
 */

const run = promisify(execFile);
const FOLDER = addedModel.name;

/** The project's tracked files, copied as they are in the working tree, with the folder added under resources/. */
async function copyWithAddedFolder(): Promise<string> {
  const copy = mkdtempSync(path.join(tmpdir(), 'backoffice-copy-'));
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(copy, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  cpSync(path.join(ROOT, 'tests/addedCatalogue'), path.join(copy, 'resources', FOLDER), { recursive: true });
  return copy;
}

/** A command run in the copy; its output is shown when it fails. */
async function runIn(copy: string, args: string[], env: Record<string, string>): Promise<string> {
  try {
    const { stdout } = await run('npx', args, {
      cwd: copy,
      env: { ...process.env, ...env, CI: '' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npx ${args.join(' ')} failed in the copy:\n${stdout}\n${stderr}`);
  }
}

test('a developer adds a catalogue as one folder: the API, the browser walk, the menu and its three pages have it', async ({
  browser,
  playwright,
}, testInfo) => {
  // Two suites and a console build in the copy, then its server: minutes on a busy machine.
  test.setTimeout(600_000);
  const copy = await copyWithAddedFolder();
  const port = extraServerPort(testInfo.parallelIndex);
  try {
    await test.step('in the copy, the API tests that go through every catalogue pass', async () => {
      const output = await runIn(
        copy,
        [
          'vitest',
          'run',
          'tests/api/listAndDetail.test.ts',
          'tests/api/writeAnswers.test.ts',
          'tests/api/openapi.test.ts',
          'tests/unit/catalogueImports.test.ts',
        ],
        { TEST_DATABASES: 'sqlite' },
      );
      expect(output).toMatch(/Test Files\s+.*4 passed/);
    });

    await test.step('in the copy, the browser walk of the new route passes', async () => {
      // Its own ports: the copy's walk runs beside this run's workers.
      const output = await runIn(
        copy,
        ['playwright', 'test', 'tests/e2e/catalogues/', '--grep', `/${FOLDER} \\(`, '--workers', '1'],
        { E2E_PORT_BASE: String(port + 20) },
      );
      expect(output).toMatch(/1 passed/);
    });

    // The copy's console was built by its walk (its globalSetup): its server serves it.
    const server = await startServer(port, {}, copy);
    const context = await browser.newContext({ ...TAB_SETTINGS, baseURL: server.url });
    const api = await playwright.request.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await openSignedIn(page, api);

      await test.step('the menu lists it in its area; its listing shows the demo records', async () => {
        const menu = page.getByRole('navigation', { name: 'Navigation principale' });
        await menu.getByRole('link', { name: 'Programmes de port', exact: true }).click();
        await expect(page).toHaveURL(/#\/wearSchedules$/);
        await expect(page.getByRole('heading', { name: 'Programmes de port' })).toBeVisible();
        await expect(page.getByRole('cell', { name: 'Port à temps plein', exact: true })).toBeVisible();
        await expect(page.getByRole('cell', { name: 'Port nocturne', exact: true })).toBeVisible();
      });

      await test.step('its create page offers the number and the sub-categories only', async () => {
        await page.getByRole('link', { name: 'Créer', exact: true }).click();
        await expect(page).toHaveURL(/#\/wearSchedules\/create$/);
        await expect(page.getByRole('spinbutton', { name: 'Heures de port par jour *' })).toBeVisible();
        await page.getByRole('combobox', { name: 'Sous-catégorie de séance *', exact: true }).click();
        const options = page.getByRole('listbox').getByRole('option');
        await expect(options.filter({ hasText: 'Bilans' })).toHaveCount(1);
        // Consultations is a category (top level): not offered.
        await expect(options.filter({ hasText: /^Consultations$/ })).toHaveCount(0);
        await page.keyboard.press('Escape');
      });

      await test.step('its edit page shows a demo record', async () => {
        await page.goBack();
        await page.getByRole('cell', { name: 'Port à temps plein', exact: true }).click();
        await expect(page).toHaveURL(/#\/wearSchedules\/\d+$/);
        await expect(page.getByRole('spinbutton', { name: 'Heures de port par jour *' })).toHaveValue('22');
        await expect(page.getByRole('combobox', { name: 'Sous-catégorie de séance *', exact: true })).toHaveValue(
          /Bilans/,
        );
      });

      await test.step('the API lists it and refuses a number out of its range', async () => {
        const token = await page.evaluate(() => window.sessionStorage.getItem('auth.token'));
        const headers = { authorization: `Bearer ${token}` };
        const listed = await api.get('/api/wear-schedules?order[keyName]=asc', { headers });
        expect(listed.status()).toBe(200);
        expect(JSON.stringify(await listed.json())).toContain('full_time');
        const refused = await api.post('/api/wear-schedules', {
          headers,
          data: { keyName: 'too_long', hoursPerDay: 30, label: [] },
        });
        expect(refused.status()).toBe(400);
      });
    } finally {
      await api.dispose();
      await context.close();
      await server.stop();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
