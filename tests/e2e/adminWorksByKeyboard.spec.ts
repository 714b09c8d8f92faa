import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, announced, chooseFrenchUnlessChosen, expect, test } from './fixtures';
import { fileChoosers, pressOn, tabTo, typeInto } from './keyboard';
import { tinyPng } from './pngImages';

/**
 * Keyboard-only stories (docs/accessibility.md, "Keyboard"): every step is a key press; the story looks at the page
 * (assertions) but never points at it. Controls are found by role and accessible name.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const menuEntry = (page: Page, name: string) =>
  page
    .getByRole('navigation')
    .or(page.getByRole('menu'))
    .getByRole('menuitem', { name, exact: true })
    .or(page.getByRole('navigation').getByRole('link', { name, exact: true }));

test('an administrator signs in, creates, edits, reorders and deletes a phase type by keyboard alone', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const label = `Phase au clavier ${stamp}`;

  await test.step('signs in', async () => {
    await page.goto('/#/login');
    await chooseFrenchUnlessChosen(page);
    await page.reload();
    await typeInto(page, page.getByRole('textbox', { name: 'Identifiant' }), ADMIN_EMAIL);
    await typeInto(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }), ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(heading(page)).toHaveText('Accueil');
  });

  await test.step('opens a listing from the menu', async () => {
    await pressOn(page, menuEntry(page, 'Types de phases'));
    await expect(page).toHaveURL(/#\/phaseTypes$/);
    await expect(heading(page)).toHaveText('Types de phases');
  });

  await test.step('creates a record', async () => {
    await pressOn(page, page.getByRole('link', { name: 'Créer' }));
    await expect(page).toHaveURL(/#\/phaseTypes\/create$/);
    await typeInto(page, page.getByRole('textbox', { name: 'Libellé (français) *' }), label);
    await typeInto(page, page.getByRole('textbox', { name: 'Libellé (anglais) *' }), `Keyboard phase ${stamp}`);
    await typeInto(page, page.getByRole('textbox', { name: 'Clé *' }), `keyboard_${stamp}`);
    await pressOn(page, page.getByRole('button', { name: 'Enregistrer', exact: true }));
    await expect(page.getByRole('alert').filter({ hasText: 'création réussie' })).toBeVisible();
  });

  await test.step('edits it on its page, where the creation led', async () => {
    await expect(page).toHaveURL(/#\/phaseTypes\/\d+$/);
    await typeInto(page, page.getByRole('textbox', { name: 'Libellé (français) *' }), `${label} revue`);
    await pressOn(page, page.getByRole('button', { name: 'Enregistrer', exact: true }));
    await expect(page.getByRole('alert').filter({ hasText: 'modifications enregistrées' })).toBeVisible();
    await expect(page).toHaveURL(/#\/phaseTypes$/);
  });

  await test.step('moves it up one place, each step announced', async () => {
    const rows = page.locator('table tbody tr td.column-label');
    await expect(rows.last()).toHaveText(`${label} revue`);
    const above = (await rows.nth(-2).textContent()) ?? '';
    await tabTo(page, page.getByRole('button', { name: `Déplacer « ${label} revue »` }));
    await page.keyboard.press('Space');
    await announced(page, `Déplacement de « ${label} revue » commencé.`);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await announced(page, `« ${label} revue » est à la place de « ${above} ».`);
    await page.keyboard.press('Space');
    await announced(page, `Déplacement de « ${label} revue » terminé, à la place de « ${above} ».`);
    await expect(rows.nth(-2)).toHaveText(`${label} revue`);
    await expect(rows.last()).toHaveText(above);
  });

  await test.step('opens it from the listing and deletes it; focus comes back to the page heading', async () => {
    await pressOn(page, page.getByRole('link', { name: `${label} revue`, exact: true }));
    await expect(heading(page)).toHaveText(`${label} revue`);
    await pressOn(page, page.getByRole('toolbar').getByRole('button', { name: 'Supprimer', exact: true }));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await pressOn(page, dialog.getByRole('button', { name: 'Confirmer' }));
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/#\/phaseTypes$/);
    await expect(heading(page)).toBeFocused();
    await expect(page.getByRole('link', { name: `${label} revue`, exact: true })).toHaveCount(0);
  });
});

test('an administrator uploads a sheet image and an overlay by keyboard alone, with Enter and with Space', async ({
  signedIn: page,
}) => {
  const stamp = Date.now();
  const choosers = fileChoosers(page);
  const chooseFileWith = async (key: 'Enter' | 'Space', name: string) => {
    const chooser = choosers.chosen();
    await page.keyboard.press(key);
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: tinyPng(4, 4, [stamp % 256, 90, 40, 255]) });
  };

  await test.step('a sheet image: Enter opens the file chooser, Space opens it again to replace the file', async () => {
    await page.goto('/#/pedagogicalSheetsAttribute');
    await typeInto(page, page.getByRole('textbox', { name: 'Rechercher' }), 'Déglutition atypique');
    await pressOn(page, page.getByRole('link', { name: 'Déglutition atypique', exact: true }));
    await expect(heading(page)).toHaveText('Déglutition atypique');
    const images = page.getByRole('region', { name: 'Images des fiches' });
    await pressOn(page, images.getByRole('link', { name: 'Ajouter' }));
    await tabTo(page, page.getByRole('button', { name: 'Choisir une image' }));
    await chooseFileWith('Enter', `premier-${stamp}.png`);
    await expect(page.getByRole('img', { name: 'Aperçu de la nouvelle image' })).toBeVisible();
    await expect(page.getByText(`premier-${stamp}.png`)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: "Remplacer l'image" }), { backwards: true });
    await chooseFileWith('Space', `clavier-${stamp}.png`);
    await expect(page.getByText(`clavier-${stamp}.png`)).toBeVisible();
    await pressOn(page, page.getByRole('button', { name: 'Enregistrer', exact: true }));
    await expect(page.getByRole('alert').filter({ hasText: 'création réussie' })).toBeVisible();
    await expect(images.getByRole('link', { name: `clavier-${stamp}.png` })).toBeVisible();
  });

  await test.step('an overlay: uploaded from its button, deleted after its confirmation; focus on the heading', async () => {
    await page.goto('/#/imageOverlays');
    const name = `calque-clavier-${stamp}.png`;
    await tabTo(page, page.getByRole('button', { name: 'Importer des images' }));
    await chooseFileWith('Enter', name);
    await expect(page.getByRole('alert').filter({ hasText: 'création réussie' })).toBeVisible();
    const card = page.getByRole('listitem', { name });
    await pressOn(page, card.getByRole('button', { name: `Supprimer ${name}` }));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Escape keeps it, and gives the focus back to its delete button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Supprimer ${name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await pressOn(page, dialog.getByRole('button', { name: 'Confirmer' }));
    await expect(card).toHaveCount(0);
    await expect(heading(page)).toBeFocused();
  });
});
