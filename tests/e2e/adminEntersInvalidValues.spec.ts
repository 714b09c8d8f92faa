import { expect, recordApiWrites, test } from './fixtures';

test('a negative duration is refused with the console’s own French message, and nothing is sent', async ({
  signedIn: page,
}) => {
  const writes = recordApiWrites(page);
  await page.goto('/#/sessionTypes/create');
  const duration = page.getByRole('group', { name: 'Durée par défaut' });
  await duration.getByRole('spinbutton', { name: 'Durée' }).fill('-2');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  const message = 'Durée invalide : une valeur positive et une unité';
  await expect(duration.getByText(message)).toBeVisible();
  await expect(duration.getByRole('spinbutton', { name: 'Durée' })).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/#\/sessionTypes\/create$/);
  expect(writes).toEqual([]);
});
