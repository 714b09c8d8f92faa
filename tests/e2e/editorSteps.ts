import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Steps to the special editors shared by the stories, the accessibility audit and the screenshots script
 * (scripts/screenshots.ts), in French.
 */

/**
 * Chooses `option` in a record picker (src/screens/inputs/RecordPicker.tsx) after `type` has typed `text` into it,
 * once every option shown matches the text, as an administrator's eye checks. The picker once listed its first records
 * unfiltered until the API's answer for the text replaced them, and an option clicked in the swap was lost (the
 * condition audit's « Élément » stayed empty, 2026-11-28); it now narrows the records at hand as one types, and the
 * answer adds below them.
 */
export async function pickRecord(
  page: Page,
  type: () => Promise<void>,
  text: string,
  option: string,
): Promise<Locator> {
  await type();
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  await expect(page.getByRole('option').filter({ hasNotText: text })).toHaveCount(0);
  await expect(wanted).toBeVisible();
  return wanted;
}

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
  await chooseChiefComplaint(page, condition);
  await condition.getByRole('combobox', { name: 'Opérateur' }).click();
  await page.getByRole('option', { name: 'contient', exact: true }).click();
  await condition.getByRole('textbox', { name: 'Valeur' }).fill('douleur');
  return condition;
}

/** In a rule of `condition` just added, picks the chief complaint (the attribute « Motif de consultation »). */
export async function chooseChiefComplaint(page: Page, condition: Locator): Promise<void> {
  const element = condition.getByRole('combobox', { name: 'Élément' });
  const chiefComplaint = 'Motif de consultation';
  await (await pickRecord(page, () => element.fill(chiefComplaint), chiefComplaint, chiefComplaint)).click();
}
