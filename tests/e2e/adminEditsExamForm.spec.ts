import type { Page } from '@playwright/test';
import { chooseLanguage, MESSAGES } from './consoleMessages';
import { expect, recordApiWrites, searchListing, test } from './fixtures';
import { unsavedChangesDialog } from './unsavedChanges';

const title = (page: Page) => page.locator('#react-admin-title');
/** The one write a save makes: the whole form, POST /api/components/{id}/fields. */
const formSave = expect.stringMatching(/^POST \/api\/components\/\d+\/fields$/);

test('an administrator adds a field to an exam form, then moves on to the next exam', async ({ signedIn: page }) => {
  const writes = recordApiWrites(page);
  const unsaved = unsavedChangesDialog(page);
  await page.goto('/#/examsAnamnesis');
  await searchListing(page, 'Motif de consultation');
  await page.getByRole('cell', { name: 'Motif de consultation', exact: true }).click();
  await page.getByRole('link', { name: 'Modifier le formulaire' }).click();
  await expect(page).toHaveURL(/#\/examsAnamnesis\/\d+\/form$/);
  await expect(title(page)).toHaveText('Formulaire : Motif de consultation');

  const steps = page.getByRole('navigation', { name: 'Examens de ce type' }).getByRole('button');
  await expect(steps).toHaveText([
    /^\dMotif de consultation$/,
    /^\dQuestionnaire médical$/,
    /^\dAntécédents dentaires$/,
    /^\dHabitudes orales$/,
  ]);
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  const names = page.getByRole('textbox', { name: 'Libellé (français) *' });
  await expect(names).toHaveCount(2);

  await test.step('a new field needs a name', async () => {
    await page.getByRole('button', { name: 'Ajouter un champ' }).click();
    await expect(names).toHaveCount(3);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    // Each empty box of the new field's name says so.
    await expect(page.getByText('Champ obligatoire').first()).toBeVisible();
    expect(writes).toEqual([]);
    // Leaving the unsaved form for another exam asks first; declined, the page stays.
    await steps.nth(1).click();
    await expect(unsaved.dialog).toContainText(MESSAGES.fr.ra.message.unsaved_changes);
    await unsaved.stay.click();
    await expect(unsaved.dialog).toHaveCount(0);
    await expect(title(page)).toHaveText('Formulaire : Motif de consultation');
    await expect(names).toHaveCount(3);
  });

  await test.step('named and typed, it is saved and still there after a reload', async () => {
    await names.nth(2).fill('Durée des symptômes');
    await page.getByRole('textbox', { name: 'Libellé (anglais) *' }).nth(2).fill('Symptom duration');
    await page.getByRole('combobox', { name: 'Type de saisie *' }).nth(2).click();
    await page.getByRole('option', { name: 'Nombre', exact: true }).click();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Formulaire enregistré : Motif de consultation' }),
    ).toBeVisible();
    expect(writes).toEqual([formSave]);
    await page.reload();
    await expect(names).toHaveCount(3);
    await expect(names.nth(2)).toHaveValue('Durée des symptômes');
  });

  await test.step('removed again, then on to the next exam', async () => {
    await page.getByRole('button', { name: 'Supprimer' }).nth(2).click();
    await expect(names).toHaveCount(2);
    await page.getByRole('button', { name: "Enregistrer et passer à l'examen suivant" }).click();
    await expect(title(page)).toHaveText('Formulaire : Questionnaire médical');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    expect(writes).toEqual([formSave, formSave]);
    await steps.first().click();
    await expect(title(page)).toHaveText('Formulaire : Motif de consultation');
    await expect(names).toHaveCount(2);
    // Saved forms leave without asking.
    await expect(unsaved.dialog).toHaveCount(0);
  });
});

test('the exam form editor speaks English too', async ({ signedIn: page }) => {
  await page.goto('/#/examsClinical');
  await chooseLanguage(page, 'en');
  await searchListing(page, 'Occlusion', 'Search');
  await page.getByRole('cell', { name: 'Occlusion', exact: true }).click();
  await page.getByRole('link', { name: 'Edit the form' }).click();
  await expect(title(page)).toHaveText('Form: Occlusion');
  const steps = page.getByRole('navigation', { name: 'Exams of this kind' }).getByRole('button');
  await expect(steps).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Form fields' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and go to the next exam' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Label (English) *' }).first()).not.toHaveValue('');
});
