import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { midSentence } from '../../../i18n/resourceMessages';
import { AREAS, type Area, type Language } from '../../../lib/model';
import { TAB_SETTINGS } from '../chromium';
import { CONFLICT_ANSWER, watchConsoleErrors } from '../consoleErrors';
import { chooseLanguage, MESSAGE_KEY_ROOTS, translate } from '../consoleMessages';
import { DEMO_TARGET, onApiCall } from '../demoHost';
import { test as base, expect, openSignedIn, readAndCloseToast, searchListing, signIn } from '../fixtures';
import { type Catalogue, catalogueOf, type FormField, WALKED_ROUTES } from './catalogueModels';
import type { WalkOptions } from './walkOptions';

/**
 * A data-driven walk through a catalogue served by the generic console views (src/screens), as an
 * administrator does it: the create form refuses missing required fields, a valid record is created,
 * listed, edited, found again after a reload and deleted; a record other records use cannot be deleted;
 * a key already used is refused. The walk runs in one interface language (French by default). Inputs
 * are found by their accessible names, built from the model (resources/<name>/model.ts) and its labels
 * in that language (resources/<name>/i18n.ts); toasts, buttons and messages come from the console's
 * message catalogues (i18n/*.ts, react-admin's) through its polyglot provider, composed as src/ composes them.
 * The routes and their options come from the catalogue folders (catalogueModels.ts, resources/<name>/walk.ts).
 */

/** The console texts the walk expects to see, in one language. */
function textsIn(language: Language) {
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  const languageNames = { fr: t('screens.languages.fr'), en: t('screens.languages.en') };
  return {
    required: t('screens.validation.required'),
    /** react-admin's toast on a refused save of an invalid form. */
    invalidForm: t('ra.message.invalid_form'),
    /** The flag of a translation set missing one language (src/screens/inputs/TranslationInput.tsx). */
    missingTranslation: (missing: Language) => t('screens.translation.missing', { languages: languageNames[missing] }),
    /** Success toasts (src/notifications/useNotifyOutcome.ts, src/screens/form/useSavedToast.ts). */
    created: (one: string) => t('app.notifications.created', { name: one }),
    updated: (one: string) => t('screens.form.updated', { name: one }),
    /** A delete's toast, offering to undo it (src/screens/bulk/undoToast.tsx). */
    deleted: (one: string) => t('bulk.toasts.deleted', { name: one }),
    /** Failure toasts and field errors (src/notifications/errorMessages.ts, src/screens/form/serverFieldErrors.ts). */
    duplicateKey: t('Error_DuplicateIdentifier_KeyName'),
    duplicateField: t('screens.validation.duplicate'),
    deletionTitle: t('app.errors.deletionTitle'),
    deletionRefused: t('app.errors.deletionRefused'),
    /** The refusal dialog's intro naming the record (src/screens/bulk/RefusalDialog.tsx). */
    dependentsOf: (record: string) => t('bulk.dependents.intro', { name: record }),
    close: t('bulk.dependents.close'),
    /** The delete confirmation (src/screens/CatalogueDeleteButton.tsx quotes the record as the language does). */
    deleteDialog: (one: string, record: string) =>
      t('screens.deleteDialog.title', {
        name: midSentence(one),
        recordRepresentation: t('screens.list.quoted', { text: record }),
      }),
    search: t('screens.list.search'),
    /** react-admin's empty filtered listing. */
    noResult: t('ra.navigation.no_filtered_results'),
    save: t('ra.action.save'),
    remove: t('ra.action.delete'),
    confirm: t('ra.action.confirm'),
    create: t('ra.action.create'),
    languages: languageNames,
    durationValue: t('screens.duration.value'),
    durationUnit: t('screens.duration.unit'),
    /** The unit of the three weeks the walk types (src/screens/inputs/DurationInput.tsx counts the amount). */
    weeks: t('screens.duration.units.week', { smart_count: 3 }),
  };
}

const TEXTS = { fr: textsIn('fr'), en: textsIn('en') };

/**
 * One signed-in page per worker (and so per server), its console started once: each test goes to its route within
 * the console (the address's hash, as a link does) and picks its language there, so tests stay independent of the
 * language the previous one left in the tab without paying a sign-in or a console start each (a full load took about
 * a second of each story). Every test ends on a listing with no dialog open and no unsaved form; a failed one has its
 * worker, and so its page, replaced. A test fails on a console error other than the browser's note of the 409 answers
 * it provokes (refused deletion, duplicate key).
 */
export const test = base.extend<{ admin: Page }, { adminPage: Page }>({
  adminPage: [
    async ({ browser, server, playwright }, use) => {
      const context = await browser.newContext({ ...TAB_SETTINGS, baseURL: server.url });
      const page = await context.newPage();
      // Leaving a form with unsaved changes between tests: let the browser go.
      page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
      // The demo's API answers in the tab only: there, the tab signs in through its form.
      if (DEMO_TARGET) await signIn(page);
      else {
        const api = await playwright.request.newContext({ baseURL: server.url });
        await openSignedIn(page, api);
        await api.dispose();
      }
      await use(page);
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  admin: async ({ adminPage }, use, testInfo) => {
    const errors = watchConsoleErrors(adminPage, CONFLICT_ANSWER);
    await use(adminPage);
    errors.stop();
    if (testInfo.status !== testInfo.expectedStatus && !adminPage.isClosed()) {
      await testInfo.attach('page at failure', { body: await adminPage.screenshot(), contentType: 'image/png' });
    }
    expect(errors.list, 'console errors').toEqual([]);
  },
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');
const otherThan = (language: Language): Language => (language === 'fr' ? 'en' : 'fr');

/** The accessible name of a form input: label, the language of a translation box, and * when required. */
const inputName = (catalogue: Catalogue, field: FormField, box?: Language) =>
  `${field.label}${box ? ` (${TEXTS[catalogue.language].languages[box]})` : ''}${field.required ? ' *' : ''}`;

/** The text typed in one language's box of a translation set. */
const typedText = (field: FormField, box: Language, unique: string) => `${field.label} ${box.toUpperCase()} ${unique}`;

/** A message key shown instead of its text (i18n/*.ts, resources/<name>/i18n.ts, react-admin's own). */
const RAW_KEY = new RegExp(`\\b(${MESSAGE_KEY_ROOTS.join('|')})\\.[A-Za-z]+\\.[\\w.]+`);
const expectNoRawKey = (page: Page) => expect(page.getByRole('main')).not.toContainText(RAW_KEY);

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combobox = (page: Page, catalogue: Catalogue, field: FormField) =>
  field.spec.type === 'enum'
    ? // a select's accessible name also carries its current choice
      page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(inputName(catalogue, field))}( |$)`) })
    : page.getByRole('combobox', { name: inputName(catalogue, field), exact: true });
/** The one input of a field that is not a translation set, by the role its type gives it. */
const singleInput = (page: Page, catalogue: Catalogue, field: FormField) => {
  switch (field.spec.type) {
    case 'string':
    case 'keyName':
      return textbox(page, inputName(catalogue, field));
    case 'number':
      return page.getByRole('spinbutton', { name: inputName(catalogue, field), exact: true });
    default:
      return combobox(page, catalogue, field);
  }
};
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
  const text = TEXTS[catalogue.language];
  const name = inputName(catalogue, field);
  switch (spec.type) {
    case 'translation': {
      for (const box of ['fr', 'en'] as const) {
        await textbox(page, inputName(catalogue, field, box)).fill(typedText(field, box, unique));
      }
      // The walk later changes the label in its own language: the other box shows what was typed.
      const other = otherThan(catalogue.language);
      return {
        field,
        showsBack: async (p) => {
          await expect(textbox(p, inputName(catalogue, field, other))).toHaveValue(typedText(field, other, unique));
        },
      };
    }
    case 'keyName': {
      const value = key ?? `e2e_${unique}`;
      await textbox(page, name).fill(value);
      return {
        field,
        listed: value,
        showsBack: async (p) => {
          await expect(textbox(p, name)).toHaveValue(value);
        },
      };
    }
    case 'reference': {
      const chosen = await pickFirst(page, combobox(page, catalogue, field));
      return {
        field,
        listed: chosen,
        showsBack: async (p) => {
          await expect(combobox(p, catalogue, field)).toHaveValue(chosen);
        },
      };
    }
    case 'references': {
      const chosen = await pickFirst(page, combobox(page, catalogue, field));
      await page.keyboard.press('Escape');
      const chips = (p: Page) =>
        combobox(p, catalogue, field).locator('xpath=..').getByRole('button', { name: chosen });
      await expect(chips(page)).toBeVisible();
      return { field, showsBack: async (p) => expect(chips(p)).toBeVisible() };
    }
    case 'enum': {
      // The first choice, skipping the default so that the saved change shows (an optional select also offers an empty choice).
      const value = spec.values.find((candidate) => candidate !== spec.default) ?? spec.values[0];
      const chosen = catalogue.choiceLabel(field.name, value);
      await combobox(page, catalogue, field).click();
      await page.getByRole('listbox').getByRole('option', { name: chosen, exact: true }).click();
      await expect(combobox(page, catalogue, field)).toHaveText(chosen);
      return { field, showsBack: async (p) => expect(combobox(p, catalogue, field)).toHaveText(chosen) };
    }
    case 'boolean': {
      const input = page.getByRole('switch', { name, exact: true });
      const wanted = !(await input.isChecked());
      await input.setChecked(wanted);
      return {
        field,
        showsBack: async (p) => {
          const shown = p.getByRole('switch', { name, exact: true });
          await (wanted ? expect(shown).toBeChecked() : expect(shown).not.toBeChecked());
        },
      };
    }
    case 'string': {
      const value = spec.format === 'color' ? '#3366cc' : `${field.label} ${unique}`;
      await textbox(page, name).fill(value);
      return { field, showsBack: async (p) => expect(textbox(p, name)).toHaveValue(value) };
    }
    case 'number': {
      const value = String(Math.min(spec.max ?? 2, Math.max(spec.min ?? 2, 2)));
      await page.getByRole('spinbutton', { name, exact: true }).fill(value);
      return {
        field,
        showsBack: async (p) => expect(p.getByRole('spinbutton', { name })).toHaveValue(value),
      };
    }
    case 'duration': {
      const group = (p: Page) => p.getByRole('group', { name, exact: true });
      const amount = (p: Page) => group(p).getByRole('spinbutton', { name: text.durationValue });
      const unit = (p: Page) =>
        group(p).getByRole('combobox', { name: new RegExp(`^${escapeRegExp(text.durationUnit)}`) });
      // Three weeks: the unit's plural form in both languages.
      await amount(page).fill('3');
      await unit(page).click();
      await page.getByRole('listbox').getByRole('option', { name: text.weeks, exact: true }).click();
      return {
        field,
        showsBack: async (p) => {
          await expect(amount(p)).toHaveValue('3');
          await expect(unit(p)).toHaveText(text.weeks);
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
async function search(page: Page, catalogue: Catalogue, text: string) {
  await searchListing(page, text, TEXTS[catalogue.language].search);
}

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Declares the walk of one catalogue route in one language: a describe block of user stories. */
export function walkCatalogue(viewName: string, options: WalkOptions = {}) {
  const { language = 'fr' } = options;
  const catalogue = catalogueOf(viewName, language);
  const text = TEXTS[language];
  const { one, view, model } = catalogue;
  // Test titles are in English whatever the walk's language.
  const inEnglish = catalogueOf(viewName, 'en');
  const noun = inEnglish.one.toLowerCase();
  const a = `${article(noun)} ${noun}`;
  const labelField = catalogue.formFields.find((field) => field.name === catalogue.representation);
  const keyField = catalogue.formFields.find((field) => field.spec.type === 'keyName');
  if (labelField?.spec.type !== 'translation') {
    throw new Error(`/${viewName}: the walk expects a translated ${catalogue.representation}`);
  }
  /** The label box in the walk's language: the one the listing shows. */
  const labelBox = (page: Page) => textbox(page, inputName(catalogue, labelField, language));
  const listPath = `/#/${view.name}`;
  const openList = async (page: Page) => {
    await page.goto(listPath);
    await chooseLanguage(page, language);
  };
  /** From the listing, the create link of its toolbar (within the console: no new document, no language switch). */
  const goToCreate = async (page: Page) => {
    await page.getByRole('link', { name: text.create, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/${view.name}/create$`));
    await expect(labelBox(page)).toBeVisible();
  };
  const deleteDialog = (page: Page, record: string) =>
    page.getByRole('dialog', { name: text.deleteDialog(one, record), exact: true });
  /** Counts the create calls the page sends to the catalogue's API. */
  const watchCreates = (page: Page) => {
    const calls: string[] = [];
    const stop = onApiCall(page, (method, url) => {
      if (method === 'POST' && url.pathname === `/api/${model.api}`) calls.push(url.href);
    });
    return { calls, stop };
  };

  /** On the empty create page: saving is refused field by field, then with half a translation set. */
  const refusesMissingRequiredFields = async (page: Page) => {
    const creates = watchCreates(page);
    await page.getByRole('button', { name: text.save }).click();

    const required = catalogue.formFields.filter((field) => field.required);
    for (const field of required) {
      if (field.spec.type === 'translation') {
        for (const box of ['fr', 'en'] as const) {
          const input = textbox(page, inputName(catalogue, field, box));
          await expect(input).toHaveAttribute('aria-invalid', 'true');
          await expect(input).toHaveAccessibleDescription(text.required);
        }
      } else {
        const input = singleInput(page, catalogue, field);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(text.required);
      }
    }
    // A translation set says it under each of its boxes.
    const expectedMessages = required.reduce((count, field) => count + (field.spec.type === 'translation' ? 2 : 1), 0);
    await expect(page.getByText(text.required, { exact: true })).toHaveCount(expectedMessages);
    await expectNoRawKey(page);

    // Half a translation set, in the walk's language only: flagged, the empty box still required, and refused.
    const other = otherThan(language);
    await labelBox(page).fill(typedText(labelField, language, 'only'));
    await expect(page.getByText(text.missingTranslation(other), { exact: true })).toBeVisible();
    await expect(textbox(page, inputName(catalogue, labelField, other))).toHaveAccessibleDescription(text.required);
    await expect(textbox(page, inputName(catalogue, labelField, language))).toHaveAccessibleDescription('');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(new RegExp(`#/${view.name}/create$`));
    await readAndCloseToast(page, text.invalidForm);
    creates.stop();
    expect(creates.calls, 'no create call was sent').toEqual([]);
  };

  /**
   * On the create page (empty, or left by the refused saves): the whole life cycle, ending on the listing. After a
   * refused taken key (`refused`: the form as that step filled it), only the key is typed again.
   */
  const livesAndDies = async (page: Page, unique: string, refused?: { keyField: FormField; filled: Filled[] }) => {
    const label = typedText(labelField, language, unique);
    const changed = `${label} v2`;
    let filled: Filled[] = [];

    await test.step('create it with valid values: success toast, its own page opens, listed', async () => {
      if (refused) {
        const key = await fillField(page, catalogue, refused.keyField, unique);
        filled = refused.filled.map((value) => (value.field.name === refused.keyField.name ? key : value));
      } else filled = await fillRecord(page, catalogue, options, unique);
      await page.getByRole('button', { name: text.save }).click();
      await readAndCloseToast(page, text.created(one));
      await expect(page).toHaveURL(new RegExp(`#/${view.name}/\\d+$`));
      await expect(labelBox(page)).toHaveValue(label);
      await openList(page);
      await search(page, catalogue, unique);
      const row = rowOf(page, label);
      await expect(row).toHaveCount(1);
      for (const { listed } of filled) {
        if (listed) await expect(row).toContainText(listed);
      }
    });

    await test.step('change its label and save: success toast, listed with the change', async () => {
      await rowOf(page, label).getByRole('cell', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#/${view.name}/\\d+$`));
      await expect(labelBox(page)).toHaveValue(label);
      await labelBox(page).fill(changed);
      await page.getByRole('button', { name: text.save }).click();
      await expect(toast(page, text.updated(one))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`#/${view.name}(\\?.*)?$`));
      await search(page, catalogue, unique);
      await expect(rowOf(page, changed)).toHaveCount(1);
    });

    await test.step('reload: the language, the change and the other values are kept', async () => {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await search(page, catalogue, unique);
      await rowOf(page, changed).getByRole('cell', { name: changed, exact: true }).click();
      await expect(labelBox(page)).toHaveValue(changed);
      for (const value of filled) await value.showsBack(page);
      await expectNoRawKey(page);
    });

    await test.step('delete it after confirming: the row is gone', async () => {
      await openList(page);
      await search(page, catalogue, unique);
      const row = rowOf(page, changed);
      await row.getByRole('button', { name: text.remove }).click();
      const dialog = deleteDialog(page, changed);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: text.confirm }).click();
      // Deletions wait for the server (pessimistic): the row only goes once the API has agreed.
      await readAndCloseToast(page, text.deleted(one));
      await expect(row).toHaveCount(0);
      await expect(page.getByText(text.noResult)).toBeVisible();
    });
  };

  /** On the listing: the demo record other records use stays, with the refusal's dialog naming what uses it. */
  const refusesDeletingUsedRecord = async (page: Page, usedElsewhere: string) => {
    await search(page, catalogue, usedElsewhere);
    const row = rowOf(page, usedElsewhere);
    await row.getByRole('button', { name: text.remove }).click();
    await deleteDialog(page, usedElsewhere).getByRole('button', { name: text.confirm }).click();
    const refusal = page.getByRole('dialog', { name: text.deletionTitle, exact: true });
    await expect(refusal).toContainText(text.deletionRefused);
    await expect(refusal).toContainText(text.dependentsOf(usedElsewhere));
    await expect(refusal.getByRole('link').first()).toBeVisible();
    await refusal.getByRole('button', { name: text.close }).click();
    await expect(refusal).toHaveCount(0);
    await expect(row).toHaveCount(1);
  };

  /**
   * On the create page: the record filled with valid values but a demo record's key in upper case is refused by the
   * server, the form kept as filled (the life cycle then types a key of its own and saves). Answers what was filled.
   */
  const refusesTakenKey = async (page: Page, keyField: FormField, existingKey: string, unique: string) => {
    const creates = watchCreates(page);
    const filled = await fillRecord(page, catalogue, options, unique, existingKey.toUpperCase());
    await page.getByRole('button', { name: text.save }).click();
    await readAndCloseToast(page, text.duplicateKey);
    await expect(page).toHaveURL(new RegExp(`#/${view.name}/create$`));
    await expect(textbox(page, inputName(catalogue, keyField))).toHaveAccessibleDescription(text.duplicateField);
    creates.stop();
    expect(creates.calls).toHaveLength(1);
    return { keyField, filled };
  };

  const { existingKey } = options;
  const usedElsewhere = options.usedElsewhere ? catalogue.demoName(options.usedElsewhere) : undefined;
  const takenKey = keyField && existingKey ? { keyField, existingKey } : undefined;
  // The demo build's run keeps the life cycle only: the server's rules are held to the demo API's answers by the
  // provider contract suite (playwright.demo.config.ts).
  const rulesToo = !DEMO_TARGET;
  const shown = [
    rulesToo && 'required fields',
    rulesToo && takenKey && 'a key already taken',
    'create, change, reload, delete',
    rulesToo && usedElsewhere && 'deletion refused while in use',
  ].filter(Boolean);

  // One story per route and language: the page is opened and its language chosen once, each former story is a step.
  test.describe(`/${view.name} (${language})`, () => {
    test(`an administrator walks through ${midSentence(inEnglish.name)}: ${shown.join('; ')}`, {
      tag: options.smoke ? ['@smoke'] : [],
    }, async ({ admin: page }) => {
      // Every step on one page: over a minute for the largest forms on a busy machine.
      test.slow();
      await openList(page);
      await goToCreate(page);
      if (rulesToo) {
        await test.step(`an administrator cannot create ${a} without its required fields`, () =>
          refusesMissingRequiredFields(page));
      }
      const unique = uniqueSuffix();
      // The taken key is refused on the create page the life cycle then saves: one filling of the form for both.
      const refused =
        rulesToo && takenKey
          ? await test.step(`${a} cannot take a key another one already has`, () =>
              refusesTakenKey(page, takenKey.keyField, takenKey.existingKey, unique))
          : undefined;
      await test.step(`an administrator creates ${a}, changes it, finds it after a reload and deletes it`, () =>
        livesAndDies(page, unique, refused));
      if (rulesToo && usedElsewhere) {
        await test.step(`${a} that other records use cannot be deleted`, () =>
          refusesDeletingUsedRecord(page, usedElsewhere));
      }
    });
  });
}

/**
 * Declares the walks of every route of one menu area (catalogueModels.ts, `WALKED_ROUTES`): each area's routes go in
 * `tests/e2e/catalogues/<area>.spec.ts`, so that Playwright spreads the areas over its workers.
 */
export function walkArea(area: Area) {
  for (const { viewName, options } of WALKED_ROUTES.filter((route) => route.area === area)) {
    walkCatalogue(viewName, options);
  }
}

/** The areas without a spec file of their own: otherAreas.spec.ts walks their routes, so that none is left out. */
export function walkAreasWithoutSpecFile() {
  for (const area of AREAS) {
    if (!existsSync(path.join(import.meta.dirname, `${area}.spec.ts`))) walkArea(area);
  }
}
