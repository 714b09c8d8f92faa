import type { APIRequestContext, Page } from '@playwright/test';
import { chooseLanguage } from './consoleMessages';
import { announced, apiToken, expect, liftByKeyboard, type RunningServer, searchListing, test, tr } from './fixtures';
import { expectNoSidewaysScroll, PHONE_SCREEN } from './noSidewaysScroll';
import { tinyPng } from './pngImages';

/**
 * The console on a phone (docs/responsive.md): the menu is a drawer opened by the app bar's button, a listing's rows
 * are cards (« label : value » lines under the record's name, its selection box and « Supprimer » on the first line),
 * and no page scrolls sideways.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** A listing's card: its row, found by the record's name. */
const card = (page: Page, name: string) => page.getByRole('main').getByRole('row').filter({ hasText: name });

async function createPhaseTypes(request: APIRequestContext, server: RunningServer, names: [string, string][]) {
  const headers = { Authorization: `Bearer ${await apiToken(request, server.url)}` };
  const ids: number[] = [];
  for (const [fr, en] of names) {
    const answer = await request.post(`${server.url}/api/phase-types`, {
      headers,
      data: { label: tr(fr, en), keyName: en.toLowerCase().replace(/\W+/g, '_') },
    });
    expect(answer.ok()).toBe(true);
    ids.push((await answer.json()).id);
  }
  return { headers, ids };
}

test.describe('at 390 px, in French', () => {
  test.use({ viewport: PHONE_SCREEN });

  test('an administrator opens a listing from the drawer, reads, searches, opens, creates, deletes and bulk-deletes on a phone', async ({
    signedIn: page,
    request,
    server,
  }) => {
    const stamp = Date.now().toString(36);
    const { headers, ids } = await createPhaseTypes(request, server, [
      [`Téléphone un ${stamp}`, `Phone one ${stamp}`],
      [`Téléphone deux ${stamp}`, `Phone two ${stamp}`],
    ]);
    try {
      await page.goto('/#/home');
      await expect(heading(page)).toHaveText('Accueil');
      await expectNoSidewaysScroll(page, 'home');

      await test.step('opens the menu drawer and goes to a listing; the drawer closes, the heading has the focus', async () => {
        const menu = page.getByRole('navigation', { name: 'Navigation principale' });
        await expect(menu).toBeHidden();
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        await expect(menu).toBeVisible();
        await expectNoSidewaysScroll(page, 'home, drawer open');
        await menu.getByRole('link', { name: 'Types de phases' }).click();
        await expect(page).toHaveURL(/#\/phaseTypes$/);
        await expect(menu).toBeHidden();
        await expect(heading(page)).toHaveText('Types de phases');
        await expect(heading(page)).toBeFocused();
        await expectNoSidewaysScroll(page, '/phaseTypes');
      });

      await test.step('reads a record as a card: its name, then « label : value » lines', async () => {
        const first = card(page, `Téléphone un ${stamp}`);
        await expect(first.getByRole('link', { name: `Téléphone un ${stamp}` })).toBeVisible();
        await expect(first.getByRole('cell', { name: `Clé\u00a0: phone_one_${stamp}` })).toBeVisible();
        await expect(first.getByRole('button', { name: 'Supprimer' })).toBeVisible();
        await expect(first.getByRole('checkbox', { name: 'Sélectionner cette ligne' })).toBeVisible();
        // A card is as wide as the window at most, its lines under its name.
        const box = await first.boundingBox();
        const name = await first.getByRole('link').boundingBox();
        const key = await first.getByRole('cell', { name: /^Clé/ }).boundingBox();
        if (!box || !name || !key) throw new Error('the card is not laid out');
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(key.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
      });

      await test.step('searches', async () => {
        await searchListing(page, stamp);
        await expect(
          page
            .getByRole('main')
            .getByRole('row')
            .filter({ has: page.getByRole('link') }),
        ).toHaveCount(2);
        await expectNoSidewaysScroll(page, '/phaseTypes, searched');
      });

      await test.step('opens a record from its card', async () => {
        await card(page, `Téléphone deux ${stamp}`).getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`#/phaseTypes/${ids[1]}$`));
        await expect(heading(page)).toHaveText(`Téléphone deux ${stamp}`);
        await page.goBack();
        await expect(card(page, `Téléphone deux ${stamp}`)).toBeVisible();
      });

      await test.step('creates one with the « Créer » button', async () => {
        await page.getByRole('link', { name: 'Créer' }).click();
        await expect(page).toHaveURL(/#\/phaseTypes\/create$/);
        await page.getByRole('textbox', { name: 'Libellé (français) *' }).fill(`Téléphone trois ${stamp}`);
        await page.getByRole('textbox', { name: 'Libellé (anglais) *' }).fill(`Phone three ${stamp}`);
        await page.getByRole('textbox', { name: 'Clé *' }).fill(`phone_three_${stamp}`);
        await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: 'création réussie' })).toBeVisible();
        await expect(page).toHaveURL(/#\/phaseTypes\/\d+$/);
        ids.push(Number(new URL(page.url()).hash.split('/').pop()));
        await page.goto('/#/phaseTypes');
        await searchListing(page, stamp);
        await expect(card(page, `Téléphone trois ${stamp}`)).toBeVisible();
      });

      await test.step('deletes one from its card, after the confirmation', async () => {
        await card(page, `Téléphone un ${stamp}`).getByRole('button', { name: 'Supprimer' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(`Téléphone un ${stamp}`);
        await expectNoSidewaysScroll(page, '/phaseTypes, delete confirmation');
        await dialog.getByRole('button', { name: 'Confirmer' }).click();
        await expect(card(page, `Téléphone un ${stamp}`)).toHaveCount(0);
      });

      await test.step('selects two and deletes them at once', async () => {
        for (const name of [`Téléphone deux ${stamp}`, `Téléphone trois ${stamp}`])
          await card(page, name).getByRole('checkbox', { name: 'Sélectionner cette ligne' }).check();
        const bulkBar = page.locator('[data-test="bulk-actions-toolbar"]');
        await expect(bulkBar).toContainText('2 sélectionnés');
        await expectNoSidewaysScroll(page, '/phaseTypes, two selected');
        await bulkBar.getByRole('button', { name: 'Supprimer' }).click();
        const dialog = page.getByRole('dialog', { name: 'Supprimer la sélection ?' });
        await expect(dialog).toContainText('2 éléments de « Types de phases » vont être supprimés.');
        await dialog.getByRole('button', { name: 'Supprimer' }).click();
        await expect(page.getByRole('main').getByRole('row').filter({ hasText: stamp })).toHaveCount(0);
      });

      await test.step('another listing with many columns fits too', async () => {
        await page.goto('/#/attributes');
        await expect(card(page, 'Motif de consultation')).toBeVisible();
        await expectNoSidewaysScroll(page, '/attributes');
      });
    } finally {
      // Whatever the story left (a step failed before its deletion): moved to the trash.
      for (const id of ids) await request.delete(`${server.url}/api/phase-types/${id}`, { headers });
    }
  });
});

test.describe('at 360 px, in English', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('an administrator reorders an ordered catalogue by its cards’ handles on a narrow phone', async ({
    signedIn: page,
    request,
    server,
  }) => {
    const stamp = Date.now().toString(36);
    const { headers, ids } = await createPhaseTypes(request, server, [
      [`Étroit un ${stamp}`, `Narrow one ${stamp}`],
      [`Étroit deux ${stamp}`, `Narrow two ${stamp}`],
    ]);
    try {
      await page.goto('/#/phaseTypes');
      await chooseLanguage(page, 'en');
      await expect(heading(page)).toHaveText('Phase types');
      await expectNoSidewaysScroll(page, '/phaseTypes in English');

      const names = page.getByRole('main').locator('tbody td.column-label');
      await expect(names.last()).toHaveText(`Narrow two ${stamp}`);
      const handle = card(page, `Narrow two ${stamp}`).getByRole('button', { name: `Move “Narrow two ${stamp}”` });
      await expect(handle).toBeVisible();
      await handle.focus();
      await liftByKeyboard(page, 'Space', `Moving “Narrow two ${stamp}”.`);
      await page.keyboard.press('ArrowUp');
      await announced(page, `“Narrow two ${stamp}” is in the place of “Narrow one ${stamp}”.`);
      await page.keyboard.press('Space');
      await announced(page, `Moving “Narrow two ${stamp}” done, in the place of “Narrow one ${stamp}”.`);
      await expect(names.nth(-2)).toHaveText(`Narrow two ${stamp}`);
      await expect(names.last()).toHaveText(`Narrow one ${stamp}`);
      await page.reload();
      await expect(names.last()).toHaveText(`Narrow one ${stamp}`);
      await expectNoSidewaysScroll(page, '/phaseTypes after reordering');
    } finally {
      for (const id of ids) await request.delete(`${server.url}/api/phase-types/${id}`, { headers });
    }
  });

  test('an administrator sees image overlays’ thumbnails on a narrow phone', async ({
    signedIn: page,
    request,
    server,
  }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request, server.url)}` };
    const names = [1, 2].map((index) => `narrow-${Date.now()}-${index}.png`);
    const ids: number[] = [];
    for (const name of names) {
      const uploaded = await request.post(`${server.url}/api/image-overlays`, {
        headers,
        multipart: { file: { name, mimeType: 'image/png', buffer: tinyPng() }, input: '{}' },
      });
      expect(uploaded.status()).toBe(201);
      ids.push((await uploaded.json()).id);
    }
    try {
      await page.goto('/#/imageOverlays');
      await chooseLanguage(page, 'en');
      for (const name of names) {
        const overlay = page.getByRole('listitem', { name });
        await expect(overlay.getByRole('img', { name: new RegExp(name.replace(/\./g, '\\.')) })).toBeVisible();
        await expect(overlay.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
      }
      await expectNoSidewaysScroll(page, '/imageOverlays in English');
    } finally {
      for (const id of ids) await request.delete(`${server.url}/api/image-overlays/${id}`, { headers });
    }
  });
});
