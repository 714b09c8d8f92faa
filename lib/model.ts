/**
 * The shape of a catalogue declaration. Each `resources/<name>/model.ts` default-exports one
 * `ResourceModel`; the server builds routes, validation and storage from it and the console
 * builds its resources, menus and forms from it.
 */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Verb = 'list' | 'get' | 'create' | 'update' | 'delete';
export const ALL_VERBS: readonly Verb[] = ['list', 'get', 'create', 'update', 'delete'];

/** Menu areas, in menu order (docs/product-rules.md, "Routes and areas"). */
export const AREAS = [
  'sessions',
  'exams',
  'protocols',
  'attributes',
  'objectives',
  'appliances',
  'acts',
  'organisations',
  'notifications',
  'scenarios',
  'images',
  'pedagogicalSheets',
  'phases',
  'rendering',
] as const;
export type Area = (typeof AREAS)[number];

interface FieldBase {
  required?: boolean;
  /** Fields sharing one group need a value in at least one of them (docs/product-rules.md, "Validation"). */
  atLeastOneOf?: string;
  /** Ignored on writes, computed by the server. */
  readOnly?: boolean;
  /** Set on create only: updates keep the stored value and need not send it (e.g. the sheet of a sheet image). */
  keptOnUpdate?: boolean;
  /** A list's search (`q`) looks into this field, every language of a translation set (lib/catalogueFacts.ts). */
  searched?: boolean;
  /**
   * This field names a record (one field a catalogue): shown for it in titles, reference inputs and columns, and with
   * the key in the summary a reference embeds; an image names it by its file's name (lib/catalogueFacts.ts).
   */
  names?: boolean;
}

/**
 * Which records of a tree-shaped catalogue (`treeDepth`) a reference offers: its top-level records, their children,
 * or any level (lib/catalogueFacts.ts referenceTargetOf). Declared by every reference to such a catalogue.
 */
export type ReferenceLevel = 'top' | 'child' | 'any';

export type FieldSpec = FieldBase &
  (
    | { type: 'translation' } // [{language, value}], valid only when every language has a value
    | { type: 'string'; max?: number; multiline?: boolean; format?: 'color' | 'url' | 'rpps' | 'date' }
    | { type: 'keyName' } // required, unique case-insensitively among active items
    | { type: 'email'; unique?: boolean }
    | { type: 'boolean'; default?: boolean }
    | { type: 'number'; integer?: boolean; min?: number; max?: number; default?: number }
    | { type: 'enum'; values: readonly string[]; default?: string }
    | { type: 'enumList'; values: readonly string[] }
    /**
     * A single reference, named `<x>Id`; also accepted as `<x>: {id}`. `embed` names the summary returned on reads.
     * `childOf` names the sibling field holding its parent: the record chosen must be a child of that one
     * (a sub-category of the category). `treeDepth` marks the parent link of a tree of records of one catalogue:
     * no cycle, and no deeper nesting than that many levels (the console shows categories and sub-categories).
     * `offers`: the level of a tree-shaped target the reference picks from (a `childOf` reference offers children).
     */
    | {
        type: 'reference';
        model: string;
        embed?: string;
        childOf?: string;
        treeDepth?: number;
        offers?: ReferenceLevel;
      }
    /** A list of references, named `<x>Ids`; also accepted as `<x>s: [{id}]`. */
    | { type: 'references'; model: string; offers?: ReferenceLevel }
    | { type: 'duration' } // {value, unit}
    /** An image carried as `<f>Base64` + `<f>OriginalName` and served back as `<f>Path` (see imageParts). */
    | { type: 'image'; bareNames?: boolean }
    /**
     * Structured content checked by a zod schema declared in lib/validation.ts under that name;
     * `itemReferences`: a list whose items reference records of `model` through their `key` property.
     */
    | { type: 'json'; schema: JsonSchemaName; default?: unknown; itemReferences?: { model: string; key: string } }
  );

export type JsonSchemaName =
  | 'attributeOptions'
  | 'params'
  | 'condition'
  | 'sessionSteps'
  | 'imageCells'
  | 'stringList'
  | 'idList'
  | 'settingsList';

/**
 * A relation call: `GET|POST /api/<model.api>/{id}/<path>`. The ordered list is kept in the owner's
 * `field` as `[{id, ...extra}]`; GET answers the related entities' summaries with their extra values.
 */
export interface RelationSpec {
  field: string;
  model: string;
  /** Extra enum property carried by each item (e.g. the role of a scenario document). */
  role?: { name: string; values: readonly string[]; default: string };
  readOnly?: boolean;
}

/**
 * Child records pointing at the owner through `foreignKey`: `GET /api/<model.api>/{id}/<path>` lists them,
 * and with `embed` the owner's `GET /{id}` includes them under that name, ordered by displayOrder.
 */
export interface ChildrenSpec {
  model: string;
  foreignKey: string;
  embed?: string;
}

/** A console route served by this API resource with a fixed filter (e.g. /examsAnamnesis). */
export interface ViewSpec {
  name: string;
  /** Plain `field: value` entries are also copied into records created through this view. */
  filter: Record<string, string | number | boolean>;
  area?: Area;
  /** The view's own list call, `GET /api/<api>/<listPath>`, implying the filter (docs/alias-calls.md). */
  listPath?: string;
}

/** A linked user account created with the entity (practices, aligner companies, diagnosticians). */
export interface AccountSpec {
  email: string;
  firstName: string;
  lastName: string;
  isActive: string;
  userId: string;
  type: 'practitioner' | 'aligner' | 'third_party';
  /** Edits other than credentials are refused (403 / 1105) until the account is activated. */
  lockedUntilActivated?: boolean;
}

export interface ResourceModel {
  /** Console resource name, also its route: `/${name}`. */
  name: string;
  /** API path under /api. */
  api: string;
  area: Area;
  fields: Record<string, FieldSpec>;
  verbs: readonly Verb[];
  /** Has `PUT /{id}/display-order`; siblings share the value of `parent` when given. */
  orderable?: { parent?: string };
  /** Console routes served by this API resource; default: one view named `name` with no filter. */
  views?: readonly ViewSpec[];
  account?: AccountSpec;
  relations?: Record<string, RelationSpec>;
  children?: Record<string, ChildrenSpec>;
  /** Records are never edited: each save creates a new numbered version within the group. */
  versioned?: { field: string; groupBy: readonly string[] };
  /** Menu position inside its area (lower first). */
  menuOrder?: number;
  /** Not shown in the side menu (child catalogues reached from their parent). */
  hiddenInMenu?: boolean;
}

export function defineModel<const M extends ResourceModel>(model: M): M {
  return model;
}

/**
 * The wire names of an image field's parts: `<f>Base64` in, the file's name and served path as
 * `<f>OriginalName` / `<f>Path`, or plain `originalName` / `path` with `bareNames` (docs/product-rules.md, "Sheets");
 * `<f>Modified` on an update says whether a new image is sent. Storage always uses the prefixed names.
 */
export function imageParts(name: string, spec: { bareNames?: boolean }) {
  return {
    base64: `${name}Base64`,
    originalName: spec.bareNames ? 'originalName' : `${name}OriginalName`,
    path: spec.bareNames ? 'path' : `${name}Path`,
    modified: `${name}Modified`,
    storedOriginalName: `${name}OriginalName`,
    storedPath: `${name}Path`,
  };
}

export function viewsOf(model: ResourceModel): readonly ViewSpec[] {
  return model.views ?? [{ name: model.name, filter: {}, area: model.area }];
}

/** `categoryId` is also accepted as `category: {id}`, `companyIds` as `companies: [{id}]`. */
export function referenceAlias(field: string): string {
  if (field.endsWith('Ids')) return `${field.slice(0, -3)}s`;
  if (field.endsWith('Id')) return field.slice(0, -2);
  return field;
}

export function keyFieldOf(model: ResourceModel): string | undefined {
  return Object.entries(model.fields).find(([, f]) => f.type === 'keyName')?.[0];
}

/** The field linking a record of a tree-shaped catalogue to its parent (declared with `treeDepth`). */
export function treeFieldOf(model: ResourceModel): string | undefined {
  return Object.entries(model.fields).find(
    ([, spec]) => spec.type === 'reference' && spec.model === model.name && spec.treeDepth !== undefined,
  )?.[0];
}
