import { expect, signIn, test } from './fixtures';

test.skip(process.env.E2E_TARGET !== 'demo', 'the demo build only (npm run build:demo)');

/** A tester opens the static demo: a visible badge, the demo sign-in shown, the data kept in the tab and reset. */
test('a tester signs in to the demo, finds its data kept across a reload, and resets it', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('demo-badge').getByText('Mode démonstration')).toBeVisible();
  await expect(page.getByText(/Identifiant : admin@example\.com/)).toBeVisible();
  await signIn(page);
  await expect(page.getByRole('banner').getByText('Mode démonstration')).toBeVisible();
  await page.screenshot({ path: 'test-results/demo-home.png' });

  await page.goto('./#/actCategories');
  const row = page.getByRole('row').filter({ hasText: 'Diagnostic' }).first();
  await expect(row).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText('Mode démonstration')).toBeVisible();
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: 'Réinitialiser les données' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await signIn(page);
  await page.goto('./#/actCategories');
  await expect(row).toBeVisible();
});
