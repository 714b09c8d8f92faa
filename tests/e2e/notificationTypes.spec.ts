import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { unsavedChangesDialog } from './unsavedChanges';

/** Opens a notification type of the demo data from the listing. */
async function openNotificationType(page: Page, keyName: string) {
  await page.goto('/#/notificationTypes');
  await page.getByRole('cell', { name: keyName, exact: true }).click();
  await expect(page).toHaveURL(/#\/notificationTypes\/\d+$/);
}

const frenchPanel = (page: Page) => page.getByRole('tabpanel', { name: /^Français/ });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const insertButton = (page: Page, field: string, parameter: string) =>
  page
    .getByRole('group', { name: `Insérer un paramètre dans « ${field} »` })
    .getByRole('button', { name: `Insérer {{${parameter}}}` });

test('an administrator writes a new version of a French e-mail and still reads the older one', async ({
  signedIn: page,
}) => {
  await openNotificationType(page, 'password_reset_request');
  await expect(frenchPanel(page).getByText('Version 1 en cours')).toBeVisible();
  // The page is titled with the description too: the description shown in the page's content.
  await expect(
    page.locator('#main-content').getByText('Lien de réinitialisation du mot de passe, valable une heure.'),
  ).toBeVisible();

  await messageBox(page).fill('Bonjour ,\nVotre lien : {{resetUrl}} (valable {{validityHours}} h).');
  await messageBox(page).evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(8, 8));
  await insertButton(page, 'Message', 'firstName').click();
  const newBody = 'Bonjour {{firstName}},\nVotre lien : {{resetUrl}} (valable {{validityHours}} h).';
  await expect(messageBox(page)).toHaveValue(newBody);
  await expect(page.getByRole('region', { name: 'Aperçu' })).toContainText(
    'Bonjour [firstName], Votre lien : [resetUrl] (valable [validityHours] h).',
  );

  await page.getByRole('button', { name: 'Enregistrer une nouvelle version' }).click();
  await expect(page.getByText('Version 2 enregistrée')).toBeVisible();
  await expect(frenchPanel(page).getByText('Version 2 en cours')).toBeVisible();

  await page.reload();
  await expect(frenchPanel(page).getByText('Version 2 en cours')).toBeVisible();
  await expect(messageBox(page)).toHaveValue(newBody);
  const history = frenchPanel(page).getByRole('region', { name: 'Versions précédentes' });
  await history.getByRole('button', { name: 'Version 1' }).click();
  await expect(history).toContainText('Pour choisir un nouveau mot de passe, ouvrez ce lien : {{resetUrl}}');

  await page.getByRole('tab', { name: 'Anglais' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Anglais' }).getByText('Version 1 en cours')).toBeVisible();
  await expect(messageBox(page)).toHaveValue(/To choose a new password/);
});

test('the preview uses the sample values and unknown placeholders are flagged', async ({ signedIn: page }) => {
  await openNotificationType(page, 'email_verification_code');
  const preview = page.getByRole('region', { name: 'Aperçu' });
  await expect(preview).toContainText('Votre code de vérification : [code]');
  await preview.getByRole('textbox', { name: 'code', exact: true }).fill('482913');
  await expect(preview).toContainText('Votre code de vérification : 482913');

  await page.getByRole('textbox', { name: 'Objet' }).fill('Code {{code}} pour {{patientName}}');
  await expect(page.getByText('Paramètres inconnus : {{patientName}}', { exact: false })).toBeVisible();
});

test('leaving with unsaved changes asks for confirmation', async ({ signedIn: page }) => {
  await openNotificationType(page, 'aligners_shipped');
  await messageBox(page).fill('Brouillon non enregistré');

  const { dialog, question, stay, leave } = unsavedChangesDialog(page);
  await page.getByRole('link', { name: 'Liste', exact: true }).click();
  await expect(dialog).toContainText(question);
  await stay.click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/notificationTypes\/\d+$/);
  await expect(messageBox(page)).toHaveValue('Brouillon non enregistré');
  await expect(page.getByRole('tab', { name: 'Français (modifié)' })).toBeVisible();

  await page.getByRole('link', { name: 'Liste', exact: true }).click();
  await leave.click();
  await expect(page).toHaveURL(/#\/notificationTypes$/);
});

test('the listing searches notification types by key', async ({ signedIn: page }) => {
  await page.goto('/#/notificationTypes');
  await expect(page.getByRole('cell', { name: 'account_created', exact: true })).toBeVisible();
  await page.getByPlaceholder(/recherch/i).fill('shipped');
  await expect(page.getByRole('cell', { name: 'aligners_shipped', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'account_created', exact: true })).toHaveCount(0);
});
