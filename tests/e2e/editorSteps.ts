import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Steps to the special editors shared by the stories, the accessibility audit and the screenshots script
 * (scripts/screenshots.ts), in French.
 */

/** Opens a record from its listing, found by the listing's search in its address (docs/listing-addresses.md). */
export async function openRecord(page: Page, view: string, name: string): Promise<void> {
  await page.goto(`/#/${view}?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  await page.getByRole('main').getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/${view}/\\d+$`));
}

/**
 * On an act type's form, a recommendation rule: the chief complaint (« Motif de consultation ») contains « douleur ».
 * Answers the condition's group, whose « Tester la condition » opens the test dialog.
 */
export async function addChiefComplaintRule(page: Page): Promise<Locator> {
  const condition = page.getByRole('group', { name: 'Condition de recommandation' });
  await condition.getByRole('button', { name: 'Ajouter une règle' }).click();
  await condition.getByRole('combobox', { name: 'Élément' }).fill('Motif de consultation');
  await page.getByRole('option', { name: 'Motif de consultation', exact: true }).click();
  await condition.getByRole('combobox', { name: 'Opérateur' }).click();
  await page.getByRole('option', { name: 'contient', exact: true }).click();
  await condition.getByRole('textbox', { name: 'Valeur' }).fill('douleur');
  return condition;
}
