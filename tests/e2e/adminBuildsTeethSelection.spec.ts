import { expect, recordApiWrites, searchListing, test } from './fixtures';

test('an administrator tries the teeth chart of a select-teeth attribute in each selection mode', async ({
  signedIn: page,
}) => {
  const writes = recordApiWrites(page);
  await page.goto('/#/attributes');
  await searchListing(page, 'Récessions gingivales');
  await page.getByRole('main').getByRole('cell', { name: 'Récessions gingivales', exact: true }).click();
  await expect(page).toHaveURL(/#\/attributes\/\d+$/);

  const chart = page.getByRole('group', { name: 'Aperçu de la sélection de dents' });
  const tooth = (number: number) => chart.getByRole('button', { name: String(number), exact: true });
  const selection = page.getByRole('status').filter({ hasText: /Sélection|Aucune dent/ });

  await test.step('all teeth are shown, permanent and deciduous, and one click selects one tooth', async () => {
    await expect(chart.getByRole('button')).toHaveCount(52);
    await expect(selection).toHaveText('Aucune dent sélectionnée');
    await tooth(11).click();
    await expect(tooth(11)).toHaveAttribute('aria-pressed', 'true');
    await expect(tooth(12)).toHaveAttribute('aria-pressed', 'false');
    await expect(selection).toHaveText('Sélection : 11');
  });

  await test.step('in quadrant mode the tooth stands for its quadrant, deciduous teeth included', async () => {
    await page.getByRole('combobox', { name: 'Mode de sélection des dents' }).click();
    await page.getByRole('option', { name: 'Quadrant', exact: true }).click();
    await expect(page.getByText('Un clic sélectionne ou désélectionne tout le quadrant de la dent.')).toBeVisible();
    await expect(selection).toHaveText('Sélection : 11, 12, 13, 14, 15, 16, 17, 18, 51, 52, 53, 54, 55');
    for (const number of [18, 14, 11, 55, 51]) await expect(tooth(number)).toHaveAttribute('aria-pressed', 'true');
    await expect(tooth(21)).toHaveAttribute('aria-pressed', 'false');

    await tooth(36).click();
    await expect(selection).toHaveText(
      'Sélection : 11, 12, 13, 14, 15, 16, 17, 18, 31, 32, 33, 34, 35, 36, 37, 38, 51, 52, 53, 54, 55, 71, 72, 73, 74, 75',
    );
    await tooth(54).click();
    await expect(selection).toHaveText('Sélection : 31, 32, 33, 34, 35, 36, 37, 38, 71, 72, 73, 74, 75');
    await page.getByRole('button', { name: 'Effacer la sélection' }).click();
    await expect(selection).toHaveText('Aucune dent sélectionnée');
  });

  expect(writes).toEqual([]);
});
