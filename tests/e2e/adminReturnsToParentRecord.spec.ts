import type { Page } from '@playwright/test';
import { answerDialogs, expect, readAndCloseToast, test, tr } from './fixtures';
import { createThroughApi } from './organisationSteps';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test("a sheet's key word is added, changed and deleted from the sheet's page, which each save comes back to", async ({
  signedIn: page,
}) => {
  const stamp = Date.now();
  // A sheet of its own, created through the API, whose page the story starts from.
  const { id: sheetId } = await createThroughApi(page.request, 'pedagogical-sheets', {
    keyName: `retour-${stamp}`,
    title: tr(`Fiche retour ${stamp}`, `Return sheet ${stamp}`),
    type: 'minidiag',
  });
  const sheetPage = new RegExp(`#/pedagogicalSheetsMinidiag/${sheetId}$`);
  await page.goto(`/#/pedagogicalSheetsMinidiag/${sheetId}`);
  const keyWords = section(page, 'Mots-clés des fiches');

  await keyWords.getByRole('link', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/#\/pedagogicalSheetKeyWords\/create$/);
  await page.getByRole('textbox', { name: 'Mot-clé *' }).fill(`occlusion-${stamp}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // Closed once read: the change's toast then shows at once.
  await readAndCloseToast(page, 'Mot-clé : création réussie');
  await expect(page).toHaveURL(sheetPage);
  await expect(keyWords.getByRole('link', { name: `occlusion-${stamp}` })).toBeVisible();

  await keyWords.getByRole('link', { name: `occlusion-${stamp}` }).click();
  await expect(page).toHaveURL(/#\/pedagogicalSheetKeyWords\/\d+$/);
  await page.getByRole('textbox', { name: 'Mot-clé *' }).fill(`occlusion-${stamp}-v2`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'modifications enregistrées' })).toBeVisible();
  await expect(page).toHaveURL(sheetPage);
  await expect(keyWords.getByRole('link', { name: `occlusion-${stamp}-v2` })).toBeVisible();

  // A reload keeps where the page came from (the browser's history state).
  await keyWords.getByRole('link', { name: `occlusion-${stamp}-v2` }).click();
  await page.reload();
  answerDialogs(page, 'accept');
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(sheetPage);
  await expect(keyWords.getByRole('link', { name: `occlusion-${stamp}-v2` })).toHaveCount(0);
  await expect(page.getByText('Fiche retour', { exact: false }).first()).toBeVisible();
});

test("an act type setting added from the act type's page comes back to it, in English too", async ({
  signedIn: page,
}) => {
  await page.goto('/#/actTypes');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: 'Label' })).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/#\/actTypes\/\d+$/);
  const actTypePage = page.url();
  const stamp = Date.now();

  await section(page, 'Act type settings').getByRole('link', { name: 'Add' }).click();
  // The new setting is filed under the act type the page came from (once the form has read it).
  await expect(page.getByRole('combobox', { name: 'Act type *' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Key *' }).fill(`setting_${stamp}`);
  await page.getByRole('textbox', { name: 'Label (French) *' }).fill(`Réglage ${stamp}`);
  await page.getByRole('textbox', { name: 'Label (English) *' }).fill(`Setting ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'created' })).toBeVisible();
  await expect(page).toHaveURL(actTypePage);
  await expect(section(page, 'Act type settings').getByRole('link', { name: `Setting ${stamp}` })).toBeVisible();
  // Back to French for the other stories of this administrator.
  await page.getByRole('button', { name: 'Français' }).click();
});

test("an exam field added from the exam's page comes back to the exam", async ({ signedIn: page }) => {
  await page.goto('/#/examsClinical');
  await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/#\/examsClinical\/\d+$/);
  const examPage = page.url();
  const stamp = Date.now();

  await section(page, "Champs d'examen").getByRole('link', { name: 'Ajouter' }).click();
  await expect(page.getByRole('combobox', { name: 'Examen *' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Libellé (français) *' }).fill(`Champ ${stamp}`);
  await page.getByRole('textbox', { name: 'Libellé (anglais) *' }).fill(`Field ${stamp}`);
  await page.getByRole('combobox', { name: 'Type de saisie' }).click();
  await page.getByRole('option', { name: 'Texte court' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Champ d'examen : création réussie" })).toBeVisible();
  await expect(page).toHaveURL(examPage);
  await expect(section(page, "Champs d'examen").getByRole('link', { name: `Champ ${stamp}` })).toBeVisible();
});

test("a category's page lists its sub-categories; one added from there comes back to it, listed", async ({
  signedIn: page,
}) => {
  await page.goto('/#/actCategories');
  await page.getByRole('cell', { name: 'Traitement actif', exact: true }).click();
  await expect(page).toHaveURL(/#\/actCategories\/\d+$/);
  const categoryPage = page.url();
  const subCategories = section(page, "Sous-catégories d'actes");
  await expect(subCategories.getByRole('link', { name: 'Pose et dépose' })).toBeVisible();
  await expect(subCategories.getByRole('link', { name: 'Réglages' })).toBeVisible();
  // Only its own: another category's sub-category is not listed.
  await expect(subCategories.getByRole('link', { name: 'Enregistrements' })).toHaveCount(0);

  const stamp = Date.now();
  await subCategories.getByRole('link', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/#\/actSubCategories\/create$/);
  await expect(page.getByRole('combobox', { name: 'Catégorie parente *' })).toHaveValue('Traitement actif');
  await page.getByRole('textbox', { name: 'Libellé (français) *' }).fill(`Sous-catégorie ${stamp}`);
  await page.getByRole('textbox', { name: 'Libellé (anglais) *' }).fill(`Sub-category ${stamp}`);
  await page.getByRole('textbox', { name: 'Clé *' }).fill(`sub_${stamp}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Sous-catégorie d'actes : création réussie" })).toBeVisible();
  await expect(page).toHaveURL(categoryPage);
  await expect(subCategories.getByRole('link', { name: `Sous-catégorie ${stamp}` })).toBeVisible();
});
