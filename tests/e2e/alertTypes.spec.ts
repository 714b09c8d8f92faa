import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function openAlertType(page: Page, keyName: string) {
  await page.goto('/#/alertTypes');
  await page.getByRole('cell', { name: keyName, exact: true }).click();
  await expect(page).toHaveURL(/#\/alertTypes\/\d+$/);
}

test('an administrator changes the title of an alert type and sees it after reloading', async ({ signedIn: page }) => {
  await openAlertType(page, 'check_up_overdue');
  const title = page.getByRole('textbox', { name: 'Titre', exact: true });
  await expect(title).toHaveValue('Contrôle en retard : {{patientName}}');
  await expect(page.getByRole('textbox', { name: /^Clé/ })).toHaveAttribute('readonly', '');

  await title.fill('Contrôle manqué : ');
  await page
    .getByRole('group', { name: 'Insérer un paramètre dans « Titre »' })
    .getByRole('button', { name: 'Insérer {{patientName}}' })
    .click();
  await expect(title).toHaveValue('Contrôle manqué : {{patientName}}');
  await expect(page.getByRole('region', { name: 'Aperçu' })).toContainText('Contrôle manqué : [patientName]');

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/#\/alertTypes$/);
  const newTitle = page.getByRole('cell', { name: 'Contrôle manqué : {{patientName}}' });
  await expect(newTitle).toBeVisible();

  await page.reload();
  await expect(newTitle).toBeVisible();
  await openAlertType(page, 'check_up_overdue');
  await expect(title).toHaveValue('Contrôle manqué : {{patientName}}');
});

test('the listing shows the translated level and searches by key', async ({ signedIn: page }) => {
  await page.goto('/#/alertTypes');
  const row = page.getByRole('row').filter({ hasText: 'setup_rejected' });
  await expect(row).toContainText('Erreur');
  await expect(row).toContainText('Set-up refusé par {{alignerCompanyName}}');
  await page.getByPlaceholder(/recherch/i).fill('aligner_change');
  await expect(page.getByRole('cell', { name: 'aligner_change_due', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'setup_rejected', exact: true })).toHaveCount(0);
});

test('an alert type id that no record has says so, with the way back to the listing', async ({ signedIn: page }) => {
  await page.goto('/#/alertTypes/999999');
  await expect(page.getByText("Aucun élément de « Types d'alertes » n'a le numéro 999999")).toBeVisible();
  await expect(page.getByText('Une erreur est survenue, veuillez réessayer plus tard')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('alert-type-not-found.png') });
  await page.getByRole('link', { name: "Retour à la liste « Types d'alertes »" }).click();
  await expect(page).toHaveURL(/#\/alertTypes$/);
});
