import type { Locator, Page } from '@playwright/test';
import { test as base, expect, signIn } from '../fixtures';
import { type Catalogue, catalogueOf, type FormField } from './catalogueModels';

/**
 * A data-driven walk through a catalogue served by the generic console views (src/views), as an
 * administrator does it: the create form refuses missing required fields, a valid record is created,
 * listed, edited, found again after a reload and deleted; a record other records use cannot be deleted;
 * a key already used is refused. Inputs are found by their accessible names, built from the model
 * (resources/<name>/model.ts) and its French labels (resources/<name>/i18n.ts).
 */

/** French texts of i18n/fr.ts and i18n/views.fr.ts the walk expects to see. */
const TEXT = {
  required: 'Champ obligatoire',
  translationIncomplete: 'Renseignez ce texte dans toutes les langues',
  missingEnglish: 'Traduction manquante : anglais',
  created: (one: string) => `${one} : création réussie`,
  updated: (one: string) => `${one} : modifications enregistrées`,
  duplicateKey: 'Cette clé existe déjà',
  duplicateField: 'Déjà utilisé',
  deletionTitle: 'Erreur lors de la suppression',
  deletionRefused: 'Suppression impossible : au moins un élément associé existe.',
  search: 'Rechercher',
  noResult: 'Aucun résultat trouvé avec les filtres actuels.',
  save: 'Enregistrer',
  remove: 'Supprimer',
  confirm: 'Confirmer',
  create: 'Créer',
  languages: { fr: 'français', en: 'anglais' },
  durationValue: 'Durée',
  durationUnit: 'Unité',
} as const;

/**
 * One signed-in page per worker (and so per server): each test starts from a fresh load of its route,
 * so tests stay independent of their order without paying a sign-in each.
 */
export const test = base.extend<{ admin: Page }, { adminPage: Page }>({
  adminPage: [
    async ({ browser, server }, use) => {
      const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
      const page = await context.newPage();
      // Leaving a form with unsaved changes between tests: let the browser go.
      page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
      await signIn(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  admin: async ({ adminPage }, use, testInfo) => {
    await adminPage.goto('about:blank');
    await use(adminPage);
    if (testInfo.status !== testInfo.expectedStatus && !adminPage.isClosed()) {
      await testInfo.attach('page at failure', { body: await adminPage.screenshot(), contentType: 'image/png' });
    }
  },
});

export interface WalkOptions {
  /** Optional fields also filled on create and checked after a reload ("a couple of optional ones"). */
  optional?: readonly string[];
  /** The key of a demo record, typed again in upper case: the server refuses it (keys ignore case). */
  existingKey?: string;
  /** The French label of a demo record that other records use: its deletion is refused (spec §8). */
  usedElsewhere?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

/** The accessible name of a form input: label, optional language, and * when required. */
const inputName = (field: FormField, language?: 'fr' | 'en') =>
  `${field.label}${language ? ` (${TEXT.languages[language]})` : ''}${field.required ? ' *' : ''}`;

/** A message key shown instead of its text (i18n/*.ts, resources/<name>/i18n.ts, react-admin's own). */
const RAW_KEY = /\b(resources|views|app|ra)\.[A-Za-z]+\.[\w.]+/;
const expectNoRawKey = (page: Page) => expect(page.getByRole('main')).not.toContainText(RAW_KEY);

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combobox = (page: Page, field: FormField) =>
  field.spec.type === 'enum'
    ? // a select's accessible name also carries its current choice
      page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(inputName(field))}( |$)`) })
    : page.getByRole('combobox', { name: inputName(field), exact: true });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const rowOf = (page: Page, label: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });

/** The first suggestion of a reference autocomplete. */
async function pickFirst(page: Page, input: Locator): Promise<string> {
  await input.click();
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  const text = (await option.textContent())?.trim() ?? '';
  expect(text, 'the first suggestion has a name').not.toBe('');
  await option.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return text;
}

/** A value typed or chosen in the create form, and how the edit page shows it back after a reload. */
interface Filled {
  field: FormField;
  /** Text shown for the record in the listing, when the field makes a column. */
  listed?: string;
  showsBack(page: Page): Promise<void>;
}

/** Fills one field with a valid value derived from its spec; answers how to see it again. */
async function fillField(
  page: Page,
  catalogue: Catalogue,
  field: FormField,
  unique: string,
  key?: string,
): Promise<Filled> {
  const { spec } = field;
  switch (spec.type) {
    case 'translation': {
      const fr = `${field.label} FR ${unique}`;
      const en = `${field.label === 'Libellé' ? 'Label' : field.label} EN ${unique}`;
      await textbox(page, inputName(field, 'fr')).fill(fr);
      await textbox(page, inputName(field, 'en')).fill(en);
      return {
        field,
        showsBack: async (p) => {
          await expect(textbox(p, inputName(field, 'en'))).toHaveValue(en);
        },
      };
    }
    case 'keyName': {
      const value = key ?? `e2e_${unique}`;
      await textbox(page, inputName(field)).fill(value);
      return {
        field,
        listed: value,
        showsBack: async (p) => {
          await expect(textbox(p, inputName(field))).toHaveValue(value);
        },
      };
    }
    case 'reference': {
      const chosen = await pickFirst(page, combobox(page, field));
      return {
        field,
        listed: chosen,
        showsBack: async (p) => {
          await expect(combobox(p, field)).toHaveValue(chosen);
        },
      };
    }
    case 'references': {
      const chosen = await pickFirst(page, combobox(page, field));
      await page.keyboard.press('Escape');
      const chips = (p: Page) => combobox(p, field).locator('xpath=..').getByRole('button', { name: chosen });
      await expect(chips(page)).toBeVisible();
      return { field, showsBack: async (p) => expect(chips(p)).toBeVisible() };
    }
    case 'enum': {
      // The first choice, skipping the default so that the saved change shows (an optional select also offers an empty choice).
      const value = spec.values.find((candidate) => candidate !== spec.default) ?? spec.values[0];
      const chosen = catalogue.choiceLabel(field.name, value);
      await combobox(page, field).click();
      await page.getByRole('listbox').getByRole('option', { name: chosen, exact: true }).click();
      await expect(combobox(page, field)).toHaveText(chosen);
      return { field, showsBack: async (p) => expect(combobox(p, field)).toHaveText(chosen) };
    }
    case 'boolean': {
      const input = page.getByRole('switch', { name: inputName(field), exact: true });
      const wanted = !(await input.isChecked());
      await input.setChecked(wanted);
      return {
        field,
        showsBack: async (p) => {
          const shown = p.getByRole('switch', { name: inputName(field), exact: true });
          await (wanted ? expect(shown).toBeChecked() : expect(shown).not.toBeChecked());
        },
      };
    }
    case 'string': {
      const value = spec.format === 'color' ? '#3366cc' : `${field.label} ${unique}`;
      await textbox(page, inputName(field)).fill(value);
      return { field, showsBack: async (p) => expect(textbox(p, inputName(field))).toHaveValue(value) };
    }
    case 'number': {
      const value = String(Math.min(spec.max ?? 2, Math.max(spec.min ?? 2, 2)));
      const input = page.getByRole('spinbutton', { name: inputName(field), exact: true });
      await input.fill(value);
      return {
        field,
        showsBack: async (p) => expect(p.getByRole('spinbutton', { name: inputName(field) })).toHaveValue(value),
      };
    }
    case 'duration': {
      const group = (p: Page) => p.getByRole('group', { name: inputName(field), exact: true });
      await group(page).getByRole('spinbutton', { name: TEXT.durationValue }).fill('3');
      await group(page)
        .getByRole('combobox', { name: new RegExp(`^${TEXT.durationUnit}`) })
        .click();
      await page.getByRole('listbox').getByRole('option', { name: 'semaines', exact: true }).click();
      return {
        field,
        showsBack: async (p) => {
          await expect(group(p).getByRole('spinbutton', { name: TEXT.durationValue })).toHaveValue('3');
          await expect(group(p).getByRole('combobox', { name: new RegExp(`^${TEXT.durationUnit}`) })).toHaveText(
            'semaines',
          );
        },
      };
    }
    default:
      throw new Error(`walkCatalogue cannot fill the ${spec.type} field "${field.name}" yet`);
  }
}

/** The record the create form is filled with: required fields, then the chosen optional ones. */
async function fillRecord(page: Page, catalogue: Catalogue, options: WalkOptions, unique: string, key?: string) {
  const fields = catalogue.formFields.filter(
    (field) => field.required || field.name === catalogue.representation || options.optional?.includes(field.name),
  );
  const filled: Filled[] = [];
  for (const field of fields) filled.push(await fillField(page, catalogue, field, unique, key));
  return filled;
}

/** A listing's search box: the API searches labels and keys, ignoring case and accents. */
async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: TEXT.search }).fill(text);
  // The search is debounced into the address: a row opened before that would be left again.
  await expect
    .poll(() => decodeURIComponent(page.url()), { message: `the listing searches « ${text} »` })
    .toContain(`"q":"${text}"`);
}

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Declares the walk of one catalogue route: a describe block of user stories. */
export function walkCatalogue(viewName: string, options: WalkOptions = {}) {
  const catalogue = catalogueOf(viewName);
  const { one, oneEn, view, model } = catalogue;
  const noun = oneEn.toLowerCase();
  const a = `${article(noun)} ${noun}`;
  const labelField = catalogue.formFields.find((field) => field.name === catalogue.representation);
  const keyField = catalogue.formFields.find((field) => field.spec.type === 'keyName');
  if (labelField?.spec.type !== 'translation') {
    throw new Error(`/${viewName}: the walk expects a translated ${catalogue.representation}`);
  }
  const listPath = `/#/${view.name}`;
  const openCreate = async (page: Page) => {
    await page.goto(listPath);
    await page.getByRole('link', { name: TEXT.create, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/${view.name}/create$`));
    await expect(textbox(page, inputName(labelField, 'fr'))).toBeVisible();
  };
  /** Counts the create calls the page sends to the catalogue's API. */
  const watchCreates = (page: Page) => {
    const calls: string[] = [];
    const listener = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/${model.api}`) {
        calls.push(request.url());
      }
    };
    page.on('request', listener);
    return { calls, stop: () => page.off('request', listener) };
  };

  test.describe(`/${view.name}`, () => {
    test(`an administrator cannot create ${a} without its required fields`, async ({ admin: page }) => {
      const creates = watchCreates(page);
      await openCreate(page);
      await page.getByRole('button', { name: TEXT.save }).click();

      const required = catalogue.formFields.filter((field) => field.required);
      for (const field of required) {
        if (field.spec.type === 'translation') {
          for (const language of ['fr', 'en'] as const) {
            const box = textbox(page, inputName(field, language));
            await expect(box).toHaveAttribute('aria-invalid', 'true');
            await expect(box).toHaveAccessibleDescription(TEXT.required);
          }
        } else {
          const input =
            field.spec.type === 'string' || field.spec.type === 'keyName'
              ? textbox(page, inputName(field))
              : combobox(page, field);
          await expect(input).toHaveAttribute('aria-invalid', 'true');
          await expect(input).toHaveAccessibleDescription(TEXT.required);
        }
      }
      await expect(page.getByText(TEXT.required, { exact: true })).toHaveCount(required.length);
      await expectNoRawKey(page);

      // Half a translation set: flagged, and still refused.
      await textbox(page, inputName(labelField, 'fr')).fill(`${labelField.label} FR seulement`);
      await expect(page.getByText(TEXT.missingEnglish, { exact: true })).toBeVisible();
      await expect(textbox(page, inputName(labelField, 'en'))).toHaveAccessibleDescription(TEXT.translationIncomplete);
      await page.getByRole('button', { name: TEXT.save }).click();
      await expect(page).toHaveURL(new RegExp(`#/${view.name}/create$`));
      creates.stop();
      expect(creates.calls, 'no create call was sent').toEqual([]);
    });

    test(`an administrator creates ${a}, changes it, finds it after a reload and deletes it`, async ({
      admin: page,
    }) => {
      const unique = uniqueSuffix();
      const label = `${labelField.label} FR ${unique}`;
      const changed = `${label} modifié`;
      let filled: Filled[] = [];

      await test.step('create it with valid values: success toast, listed', async () => {
        await openCreate(page);
        filled = await fillRecord(page, catalogue, options, unique);
        await page.getByRole('button', { name: TEXT.save }).click();
        await expect(toast(page, TEXT.created(one))).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`#/${view.name}(\\?.*)?$`));
        await search(page, unique);
        const row = rowOf(page, label);
        await expect(row).toHaveCount(1);
        for (const { listed } of filled) {
          if (listed) await expect(row).toContainText(listed);
        }
      });

      await test.step('change its label and save: success toast, listed with the change', async () => {
        await rowOf(page, label).getByRole('cell', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#/${view.name}/\\d+$`));
        const frBox = textbox(page, inputName(labelField, 'fr'));
        await expect(frBox).toHaveValue(label);
        await frBox.fill(changed);
        await page.getByRole('button', { name: TEXT.save }).click();
        await expect(toast(page, TEXT.updated(one))).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`#/${view.name}(\\?.*)?$`));
        await search(page, unique);
        await expect(rowOf(page, changed)).toHaveCount(1);
      });

      await test.step('reload: the change and the other values are kept', async () => {
        await page.reload();
        await search(page, unique);
        await rowOf(page, changed).getByRole('cell', { name: changed, exact: true }).click();
        await expect(textbox(page, inputName(labelField, 'fr'))).toHaveValue(changed);
        for (const value of filled) await value.showsBack(page);
        await expectNoRawKey(page);
      });

      await test.step('delete it after confirming: the row is gone', async () => {
        await page.goto(listPath);
        await search(page, unique);
        const row = rowOf(page, changed);
        await row.getByRole('button', { name: TEXT.remove }).click();
        const dialog = page.getByRole('dialog', { name: `${TEXT.remove} ${one} « ${changed} »` });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: TEXT.confirm }).click();
        // Deletions wait for the server (pessimistic): the row only goes once the API has agreed.
        await expect(row).toHaveCount(0);
        await expect(page.getByText(TEXT.noResult)).toBeVisible();
      });
    });

    const { usedElsewhere, existingKey } = options;
    if (usedElsewhere) {
      test(`${a} that other records use cannot be deleted`, async ({ admin: page }) => {
        await page.goto(listPath);
        await search(page, usedElsewhere);
        const row = rowOf(page, usedElsewhere);
        await row.getByRole('button', { name: TEXT.remove }).click();
        await page
          .getByRole('dialog', { name: `${TEXT.remove} ${one} « ${usedElsewhere} »` })
          .getByRole('button', { name: TEXT.confirm })
          .click();
        const refusal = toast(page, TEXT.deletionRefused);
        await expect(refusal).toBeVisible();
        await expect(refusal).toContainText(TEXT.deletionTitle);
        await expect(row).toHaveCount(1);
      });
    }

    if (keyField && existingKey) {
      test(`${a} cannot take a key another one already has`, async ({ admin: page }) => {
        const creates = watchCreates(page);
        await openCreate(page);
        await fillRecord(page, catalogue, {}, uniqueSuffix(), existingKey.toUpperCase());
        await page.getByRole('button', { name: TEXT.save }).click();
        await expect(toast(page, TEXT.duplicateKey)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`#/${view.name}/create$`));
        await expect(textbox(page, inputName(keyField))).toHaveAccessibleDescription(TEXT.duplicateField);
        creates.stop();
        expect(creates.calls).toHaveLength(1);
      });
    }
  });
}
