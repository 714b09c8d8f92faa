import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResourceTranslations } from '../../../i18n/resourceMessages';
import { fieldsFixedBy, representationOf } from '../../../lib/catalogueFacts';
import {
  ALL_VERBS,
  type Area,
  type FieldSpec,
  type Language,
  type ResourceModel,
  type ViewSpec,
  viewsOf,
} from '../../../lib/model';
import type { SeedRecord } from '../../../lib/seed';
import { translationOf } from '../../../lib/translationSet';
import { loadModels, RESOURCES_DIR } from '../../../server/models';
import { isRequiredField } from '../../../src/screens/form/fieldRules';
import type { CatalogueWalk, WalkOptions } from './walkOptions';

/**
 * The catalogues the walk goes through, found as the server finds them (server/models.ts, `loadModels`: every folder
 * of resources/ holding a model.ts), with their labels (i18n.ts), demo records (seed.ts) and walk options (walk.ts)
 * read from the same folder. Playwright runs in Node: the console's import.meta.glob registry (src/modelRegistry.ts)
 * is not available, the folder scan is.
 */

interface CatalogueFolder {
  model: ResourceModel;
  i18n: ResourceTranslations<ResourceModel>;
  seed: SeedRecord[];
  walk?: CatalogueWalk;
}

/** The default export of resources/<folder>/<file>, when the folder has that file. */
async function folderModule<T>(folder: string, file: string): Promise<T | undefined> {
  const location = path.join(RESOURCES_DIR, folder, file);
  if (!existsSync(location)) return undefined;
  return ((await import(pathToFileURL(location).href)) as { default: T }).default;
}

async function loadFolders(): Promise<CatalogueFolder[]> {
  const folders: CatalogueFolder[] = [];
  for (const model of (await loadModels()).all) {
    const i18n = await folderModule<ResourceTranslations<ResourceModel>>(model.name, 'i18n.ts');
    if (!i18n) throw new Error(`resources/${model.name} has no i18n.ts: the walk finds its inputs by their labels`);
    const seed = (await folderModule<SeedRecord[]>(model.name, 'seed.ts')) ?? [];
    folders.push({ model, i18n, seed, walk: await folderModule<CatalogueWalk>(model.name, 'walk.ts') });
  }
  return folders;
}

const FOLDERS = await loadFolders();

/** One console route the walk goes through, with its folder's options for it (walk.ts). */
export interface WalkedRoute {
  /** The model's menu area: the walk's stories are grouped by area into spec files (walkCatalogue.ts, `walkArea`). */
  area: Area;
  /** The route, a model view name (`examsClinical`). */
  viewName: string;
  options: WalkOptions;
}

/**
 * The routes a catalogue gets walked on: every view of a model the menu lists and the console can list, create,
 * change and delete through, unless its walk.ts says why not (`notWalked`: its own pages, covered by other stories).
 */
function walkedRoutesOf({ model, walk }: CatalogueFolder): WalkedRoute[] {
  if (walk && 'notWalked' in walk) return [];
  if (model.hiddenInMenu || !ALL_VERBS.every((verb) => model.verbs.includes(verb))) return [];
  const views = viewsOf(model);
  const options: Record<string, WalkOptions | undefined> = walk?.routes ?? {};
  for (const route of Object.keys(options)) {
    if (!views.some((view) => view.name === route)) {
      throw new Error(`resources/${model.name}/walk.ts: ${model.name} has no console route /${route}`);
    }
  }
  return views.map((view) => ({ area: model.area, viewName: view.name, options: options[view.name] ?? {} }));
}

export const WALKED_ROUTES: readonly WalkedRoute[] = FOLDERS.flatMap(walkedRoutesOf);

/** One field as the console's generic form shows it on a view. */
export interface FormField {
  name: string;
  spec: FieldSpec;
  /** The field's label in the catalogue's language, without the required mark. */
  label: string;
  required: boolean;
}

/** A console route served by the generic views: its model, view and texts in one language. */
export interface Catalogue {
  model: ResourceModel;
  view: ViewSpec;
  language: Language;
  /** Plural name, as in the menu and "no result" messages. */
  name: string;
  /** Singular name, as in toasts (« Type de document : création réussie », "Document type created"). */
  one: string;
  /** The field naming a record (label or title), a translation set. */
  representation: string;
  /** The fields the create form shows, in form order. */
  formFields: FormField[];
  /** The label of an enum field's choice. */
  choiceLabel(field: string, value: string): string;
  /** The name of a demo record (resources/<name>/seed.ts) given by its French name. */
  demoName(french: string): string;
}

/** The catalogue behind a console route (a model view name such as `examsClinical`), in one language. */
export function catalogueOf(viewName: string, language: Language): Catalogue {
  for (const { model, i18n, seed } of FOLDERS) {
    const view = viewsOf(model).find((candidate) => candidate.name === viewName);
    if (!view) continue;
    const messages = i18n[language];
    // The create form's inputs and required marks, by the console's own rules (src/screens/form/CatalogueForm.tsx).
    const fixed = fieldsFixedBy(view);
    const formFields = Object.entries(model.fields)
      .filter(([name, spec]) => !fixed.has(name) && !spec.readOnly)
      .map(([name, spec]) => ({
        name,
        spec,
        label: messages.fields[name],
        required: isRequiredField(name, spec, view),
      }));
    const representation = representationOf(model);
    return {
      model,
      view,
      language,
      name: messages.views?.[viewName]?.name ?? messages.name,
      one: messages.views?.[viewName]?.one ?? messages.one,
      representation,
      formFields,
      choiceLabel: (field, value) => (messages.values as Record<string, Record<string, string>>)[field][value],
      demoName: (french) => {
        const record = seed.find(({ data }) => translationOf(data[representation], 'fr') === french);
        if (!record) throw new Error(`/${viewName}: no demo record is named « ${french} » (resources/*/seed.ts)`);
        return translationOf(record.data[representation], language);
      },
    };
  }
  throw new Error(`No generic catalogue serves the console route /${viewName}`);
}
