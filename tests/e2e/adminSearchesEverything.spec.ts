import { expect, test } from './fixtures';

// docs/search.md: the app bar's search and Ctrl+K, one query over every catalogue, opened by keyboard and by mouse.

test('Ctrl+K opens the search; part of a French label finds the exam, opened by keyboard', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols');
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox', { name: 'Rechercher dans tous les catalogues' });
  await expect(field).toBeFocused();
  await field.pressSequentially('antecedents dent');
  const options = page.getByRole('option');
  const exam = page
    .getByRole('group', { name: "Examens d'anamnèse" })
    .getByRole('option', { name: /Antécédents dentaires/ });
  await expect(exam).toBeVisible();
  await expect(exam.locator('mark')).toHaveText('Antécédents dent');
  await page.screenshot({ path: 'test-results/search-fr.png' });
  // The arrows move the choice, Enter opens it.
  const index = await options.evaluateAll((all) =>
    all.findIndex((o) => o.textContent?.includes('Antécédents dentaires')),
  );
  for (let step = 0; step < index; step++) await field.press('ArrowDown');
  await expect(exam).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(/#\/examsAnamnesis\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Libellé (français) *' })).toHaveValue('Antécédents dentaires');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('in English, the app bar’s search finds a record by key name first, opened by a click', async ({
  signedIn: page,
}) => {
  await page.goto('/#/home');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: /Search every catalogue/ }).click();
  const field = page.getByRole('combobox', { name: 'Search every catalogue' });
  await expect(page.getByRole('status').filter({ hasText: 'Type at least two characters.' })).toBeVisible();
  await field.fill('face_exam');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Face and profile');
  await expect(first).toContainText('Found in “Key”');
  await expect(page.getByRole('group', { name: 'Clinical exams' })).toBeVisible();
  await field.fill('zzzz-nothing');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing found for “zzzz-nothing”.' })).toBeVisible();
  await field.fill('face and prof');
  const hit = page.getByRole('group', { name: 'Clinical exams' }).getByRole('option', { name: /Face and profile/ });
  await expect(hit.locator('mark')).toHaveText('Face and prof');
  await page.screenshot({ path: 'test-results/search-en.png' });
  await hit.click();
  await expect(page).toHaveURL(/#\/examsClinical\/\d+$/);
});
