import { expect, searchListing, test } from './fixtures';

const SHEET = 'Classe II division 1';

test("an administrator rewrites a sheet section's French content, sees the preview follow and finds it after a reload", {
  tag: '@smoke',
}, async ({ signedIn: page }) => {
  const rewritten = `La mandibule est en retrait (${Date.now().toString(36)}).`;
  const openSheetContent = async () => {
    await page.goto('/#/pedagogicalSheetsMinidiag');
    await searchListing(page, SHEET);
    await page.getByRole('cell', { name: SHEET, exact: true }).click();
    await expect(page).toHaveURL(/#\/pedagogicalSheetsMinidiag\/\d+$/);
    await page.getByRole('tab', { name: 'Contenu' }).click();
    return {
      content: page.getByRole('group', { name: 'Section 1' }).getByRole('textbox', { name: 'Contenu (français)' }),
      preview: page.getByRole('region', { name: 'Aperçu' }),
    };
  };

  await test.step('the preview shows the sheet in French, its active sections in order', async () => {
    const { preview } = await openSheetContent();
    await expect(preview.getByRole('heading', { level: 3 })).toHaveText(SHEET);
    await expect(preview.getByRole('heading', { level: 4 }).first()).toHaveText(
      "Qu'est-ce qu'une classe II division 1 ?",
    );
    await expect(preview.getByRole('link', { name: "Société française d'orthopédie dento-faciale" })).toBeVisible();
  });

  await test.step('typing the French content changes the preview before saving', async () => {
    const content = page.getByRole('group', { name: 'Section 1' }).getByRole('textbox', { name: 'Contenu (français)' });
    const preview = page.getByRole('region', { name: 'Aperçu' });
    await content.fill(rewritten);
    await expect(preview).toContainText(rewritten);
    await preview.getByRole('button', { name: 'anglais' }).click();
    await expect(preview).not.toContainText(rewritten);
    await expect(preview.getByRole('heading', { level: 3 })).toHaveText('Class II division 1');
    await preview.getByRole('button', { name: 'français' }).click();
    await expect(preview).toContainText(rewritten);
  });

  await test.step('saving shows the success toast and goes back to the listing', async () => {
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Fiche minidiag : modifications enregistrées' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/pedagogicalSheetsMinidiag(\?.*)?$/);
  });

  await test.step('after a reload the sheet has the new content, in the editor and the preview', async () => {
    await page.reload();
    const { content, preview } = await openSheetContent();
    await expect(content).toHaveValue(rewritten);
    await expect(preview).toContainText(rewritten);
    // The section was updated in place: the sheet still has its four demo sections.
    await expect(page.getByRole('group', { name: /^Section \d+$/ })).toHaveCount(4);
  });
});
