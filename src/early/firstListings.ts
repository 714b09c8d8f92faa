import { allMessages } from '../../i18n/allMessages';
import { hasBulkActions } from '../../lib/bulk';
import { representationOf } from '../../lib/catalogueFacts';
import { fieldLabelKey, type RecordNaming } from '../../lib/cellTexts';
import { LANGUAGES, type Language, type ResourceModel, type ViewSpec } from '../../lib/model';
import { readsEveryLevel } from '../modelRegistry';
import { listPathOf } from '../providers/listPath';
import { catalogueViews } from '../providers/models';
import { firstPageParamsOf, genericListingOf } from '../routing/catalogueScreens';
import { type ListingColumn, linkColumnIndex, listingColumnsOf } from '../screens/list/listingColumns';
import { filterSwitchesOf, type ToolbarButton, toolbarButtonsOf } from '../screens/list/listingToolbar';
import { namingOf } from '../screens/recordNames';

/**
 * What the console's first script needs to know of the generic listings, decided by the console's own rules and
 * evaluated when the console is built (vite.config.ts `evaluatedAtBuild`): the first script then carries this table as
 * data, not the catalogues' models and labels, nor the rules themselves (docs/early-listing.md, "The table").
 * index.html's inline script reads its first pages too (inlineFirstCallScript.ts). In the dev server and in tests it
 * is computed when imported.
 */

/** A listing column as the early listing draws it: a reference carries how the record it names is named. */
export type EarlyListingColumn =
  | { kind: 'translation' | 'text' | 'number'; source: string }
  | { kind: 'enum'; source: string; view: string }
  | { kind: 'reference'; source: string; embed: string; naming: RecordNaming }
  | { kind: 'delete' };

export interface EarlyListingSpec {
  columns: EarlyListingColumn[];
  /** The column linking to the record's page, -1 for none. */
  linkIndex: number;
  /** Whether the console draws a selection column before the columns (lib/bulk.ts `hasBulkActions`). */
  selectable: boolean;
  /**
   * What the list toolbar holds beside the search, which its height depends on (the filter form wraps): its switches'
   * and its buttons' labels, as message keys (src/screens/list/listingToolbar.ts).
   */
  toolbar: { switches: string[]; buttons: ToolbarButton[] };
}

export interface FirstListing {
  /** The API path and query of the listing's first page (after the API's base address), in every language. */
  path: string;
  /** What the early listing draws; absent when it paints nothing early for this listing (its listing is still asked for). */
  view?: EarlyListingSpec;
}

export interface FirstListingTable {
  /** Each generic listing, by its route name. */
  listings: Record<string, FirstListing>;
  /** The console's texts the early listings show, by key (`resources.<view>.fields.<field>`…), in each language. */
  texts: Record<Language, Record<string, string>>;
}

/** The console's own texts the early listing shows whatever the listing. */
const PAGE_KEYS = [
  'app.title',
  'app.documentTitle',
  'ra.action.delete',
  'ra.action.select_all',
  'ra.action.select_row',
  'screens.translation.missing',
  ...LANGUAGES.map((language) => `screens.languages.${language}`),
];

/**
 * A listing column the early listing draws as the console does, or undefined: pictures, swatches, yes / no icons and
 * references the console reads itself change size once the console draws them.
 */
function earlyListingColumnOf(column: ListingColumn): EarlyListingColumn | undefined {
  switch (column.kind) {
    case 'translation':
    case 'text':
    case 'number':
      return { kind: column.kind, source: column.source };
    case 'enum':
    case 'delete':
      return column;
    case 'reference':
      return column.embed !== undefined && !readsEveryLevel(column.reference)
        ? { kind: 'reference', source: column.source, embed: column.embed, naming: namingOf(column.reference) }
        : undefined;
    default:
      return undefined;
  }
}

/**
 * What the early listing draws of a listing, or undefined when it cannot draw it as the console does: a column it cannot
 * draw exactly, or a reorderable catalogue (a hint above the table, drag handles).
 */
export function earlyListingSpecOf(model: ResourceModel, view: ViewSpec): EarlyListingSpec | undefined {
  if (model.orderable) return undefined;
  const listing = listingColumnsOf(model, view);
  const columns = listing.map(earlyListingColumnOf);
  if (!columns.every((column): column is EarlyListingColumn => column !== undefined)) return undefined;
  const sources = listing.map((column) => ('source' in column ? column.source : undefined));
  const linkIndex = model.verbs.includes('get') ? linkColumnIndex(sources, representationOf(model)) : -1;
  const toolbar = {
    switches: filterSwitchesOf(model).map((filter) => filter.label),
    buttons: toolbarButtonsOf(model, view),
  };
  return { columns, linkIndex, selectable: hasBulkActions(model, view), toolbar };
}

/**
 * The keys of the texts a listing's early listing shows or lays out: its title, its toolbar's labels, its headers,
 * its enum columns' values.
 */
function textKeysOf(model: ResourceModel, view: ViewSpec, spec: EarlyListingSpec): string[] {
  const keys = [
    `resources.${view.name}.name`,
    ...spec.toolbar.switches,
    ...spec.toolbar.buttons.map((button) => button.label),
  ];
  for (const column of spec.columns) {
    if (column.kind === 'delete') continue;
    keys.push(fieldLabelKey(view.name, column.source));
    const field = model.fields[column.source];
    if (column.kind === 'enum' && field?.type === 'enum')
      for (const value of field.values) keys.push(`resources.${column.view}.values.${column.source}.${value}`);
  }
  return keys;
}

type MessageTree = { readonly [key: string]: unknown };

function messageAt(messages: MessageTree, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as MessageTree)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The table, from the catalogues' models and the console's whole message table in each language. */
export function firstListingTableOf(
  messages: Record<Language, MessageTree> = allMessages as Record<Language, MessageTree>,
): FirstListingTable {
  const listings: Record<string, FirstListing> = {};
  const keys = new Set(PAGE_KEYS);
  for (const { view } of catalogueViews) {
    const listing = genericListingOf(`/${view.name}`, () => false);
    if (!listing) continue;
    const spec = earlyListingSpecOf(listing.model, listing.view);
    listings[view.name] = { path: listPathOf(view.name, firstPageParamsOf(listing)), ...(spec ? { view: spec } : {}) };
    if (spec) for (const key of textKeysOf(listing.model, listing.view, spec)) keys.add(key);
  }
  const textsIn = (language: Language) =>
    Object.fromEntries(
      [...keys].flatMap((key) => {
        const text = messageAt(messages[language], key);
        return text === undefined ? [] : [[key, text]];
      }),
    );
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, textsIn(language)]));
  return { listings, texts: texts as FirstListingTable['texts'] };
}

export const firstListingTable: FirstListingTable = firstListingTableOf();
