import { z } from 'zod';
import { conditionSchema } from './conditions';
import { hasOverlap } from './imageCells';
import type { FieldSpec, JsonSchemaName, ResourceModel } from './model';
import { imageParts, LANGUAGES, type Language, referenceAlias } from './model';
import { SESSION_STEPS } from './sessionSteps';
import { unstorablePath } from './storableText';
import { SELECTION_MODES, TEETH_SHOWN } from './teeth';
import { isCompleteTranslationSet, missingLanguages } from './translationSet';
import { isWebAddress } from './webAddress';

/** Field rules (docs/product-rules.md, "Entities") and the API contract: shared by console forms and server writes. */
export const KEY_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RPPS: the French practitioner directory number, 11 digits. */
export const RPPS_PATTERN = /^\d{11}$/;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export { SESSION_STEPS };
export const DURATION_UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;

const translationItem = z.object({ language: z.enum(LANGUAGES), value: z.string().max(10000) });

export const jsonSchemas: Record<JsonSchemaName, z.ZodType> = {
  attributeOptions: z.looseObject({
    unit: z.string().max(50).nullish(),
    options: z
      .array(z.object({ value: z.string().max(200), label: z.array(translationItem).optional() }))
      .max(500)
      .nullish(),
    normalValue: z.union([z.string(), z.number()]).nullish(),
    step: z.number().nullish(),
    min: z.number().nullish(),
    max: z.number().nullish(),
    minLength: z.number().int().min(0).nullish(),
    maxLength: z.number().int().min(0).nullish(),
    minChecks: z.number().int().min(0).nullish(),
    maxChecks: z.number().int().min(0).nullish(),
    minDate: z.string().max(30).nullish(),
    maxDate: z.string().max(30).nullish(),
    teethShown: z.enum(TEETH_SHOWN).nullish(),
    selectionMode: z.enum(SELECTION_MODES).nullish(),
  }),
  params: z.record(z.string().max(100), z.unknown()),
  condition: conditionSchema.nullable(),
  sessionSteps: z.array(z.object({ step: z.enum(SESSION_STEPS), enabled: z.boolean() })).max(SESSION_STEPS.length),
  imageCells: z
    .array(
      z.object({
        row: z.number().int().min(0).max(20),
        column: z.number().int().min(0).max(20),
        rowSpan: z.number().int().min(1).max(20).default(1),
        columnSpan: z.number().int().min(1).max(20).default(1),
        documentTypeId: z.number().int().positive().nullable(),
      }),
    )
    .max(400)
    .refine((cells) => !hasOverlap(cells), 'two cells cover one position'),
  stringList: z.array(z.string().max(200)).max(500),
  idList: z.array(z.number().int().positive()).max(1000),
  settingsList: z.array(z.looseObject({})).max(500),
};

/**
 * `field` names the record's field, or a part of it (`options.max`) when a rule across its parts fails;
 * `rule` then says which (a message under `screens.validation.attributeOptions`).
 */
export type FieldProblem = {
  field: string;
  /** `character`: a text holds a character no database keeps (lib/storableText.ts); answered as invalid. */
  code: 'mandatory' | 'invalid' | 'character';
  rule?: AttributeOptionsRule;
  /** A translation set with text in some languages only: the languages it lacks (`mandatory`). */
  missingLanguages?: Language[];
};

export const ATTRIBUTE_OPTIONS_RULES = [
  'maxBelowMin',
  'maxLengthBelowMinLength',
  'maxChecksBelowMinChecks',
  'maxDateBeforeMinDate',
  'normalValueNotNumber',
  'normalValueBelowMin',
  'normalValueAboveMax',
  'normalValueTooShort',
  'normalValueTooLong',
  'normalValueNotDate',
  'normalValueBeforeMinDate',
  'normalValueAfterMaxDate',
  'normalValueNotAnOption',
] as const;
export type AttributeOptionsRule = (typeof ATTRIBUTE_OPTIONS_RULES)[number];

const CHOICE_TYPES = ['radio', 'select', 'checkbox'];
const TEXT_TYPES = ['text', 'textarea'];
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';
const asDate = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/**
 * The options of an attribute or objective type must agree with each other and with its input type
 * (`inputType`, the record's `type`): bounds not inverted, a normal value of the input's kind, within the
 * bounds, and one of the choices of a radio, select or checkbox. Answers the first part in fault.
 */
export function attributeOptionsProblem(
  options: unknown,
  inputType: unknown,
): { path: string; rule: AttributeOptionsRule } | undefined {
  if (!options || typeof options !== 'object') return undefined;
  const o = options as Record<string, unknown>;
  const pairs = [
    ['min', 'max', 'maxBelowMin'],
    ['minLength', 'maxLength', 'maxLengthBelowMinLength'],
    ['minChecks', 'maxChecks', 'maxChecksBelowMinChecks'],
  ] as const;
  for (const [low, high, rule] of pairs) {
    if (typeof o[low] === 'number' && typeof o[high] === 'number' && o[low] > o[high]) return { path: high, rule };
  }
  if (isGiven(o.minDate) && isGiven(o.maxDate) && asDate(o.minDate) > asDate(o.maxDate))
    return { path: 'maxDate', rule: 'maxDateBeforeMinDate' };
  const normal = o.normalValue;
  if (!isGiven(normal)) return undefined;
  const at = (rule: AttributeOptionsRule) => ({ path: 'normalValue', rule });
  if (inputType === 'number') {
    const value = typeof normal === 'string' && normal.trim() !== '' ? Number(normal) : normal;
    if (typeof value !== 'number' || !Number.isFinite(value)) return at('normalValueNotNumber');
    if (typeof o.min === 'number' && value < o.min) return at('normalValueBelowMin');
    if (typeof o.max === 'number' && value > o.max) return at('normalValueAboveMax');
  } else if (TEXT_TYPES.includes(inputType as string)) {
    const length = String(normal).length;
    if (typeof o.minLength === 'number' && length < o.minLength) return at('normalValueTooShort');
    if (typeof o.maxLength === 'number' && length > o.maxLength) return at('normalValueTooLong');
  } else if (inputType === 'date') {
    const value = asDate(normal);
    if (Number.isNaN(value)) return at('normalValueNotDate');
    if (isGiven(o.minDate) && value < asDate(o.minDate)) return at('normalValueBeforeMinDate');
    if (isGiven(o.maxDate) && value > asDate(o.maxDate)) return at('normalValueAfterMaxDate');
  } else if (CHOICE_TYPES.includes(inputType as string)) {
    const values = Array.isArray(o.options) ? o.options.map((option) => String(option?.value ?? '')) : [];
    if (!values.includes(String(normal))) return at('normalValueNotAnOption');
  }
  return undefined;
}
export type ValidationResult =
  | { ok: true; data: Record<string, unknown>; images: Record<string, { base64: string; originalName: string }> }
  | { ok: false; problem: FieldProblem };

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function idOf(value: unknown): unknown {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
  return value;
}

function readRaw(input: Record<string, unknown>, name: string, spec: FieldSpec): unknown {
  if (spec.type === 'reference') {
    if (name in input) return input[name];
    const alias = input[referenceAlias(name)];
    return alias === undefined ? undefined : idOf(alias);
  }
  if (spec.type === 'references') {
    if (name in input) return input[name];
    const alias = input[referenceAlias(name)];
    return Array.isArray(alias) ? alias.map(idOf) : alias;
  }
  return input[name];
}

function defaultOf(spec: FieldSpec): unknown {
  switch (spec.type) {
    case 'boolean':
      return spec.default ?? false;
    case 'number':
      return spec.default ?? null;
    case 'enum':
      return spec.default ?? null;
    case 'enumList':
    case 'references':
      return [];
    case 'json':
      return spec.default ?? null;
    default:
      return null;
  }
}

/** Checks one field; answers the normalised value or the problem's code. */
function checkField(spec: FieldSpec, raw: unknown): { value: unknown } | { code: 'invalid' } {
  const invalid = { code: 'invalid' as const };
  switch (spec.type) {
    case 'translation': {
      const parsed = z
        .array(translationItem)
        .max(LANGUAGES.length * 2)
        .safeParse(raw);
      if (!parsed.success) return invalid;
      return {
        value: LANGUAGES.map((language) => ({
          language,
          value: parsed.data.find((t) => t.language === language)?.value.trim() ?? '',
        })),
      };
    }
    case 'string': {
      if (typeof raw !== 'string') return invalid;
      const value = raw.trim();
      if (value.length > (spec.max ?? 5000)) return invalid;
      if (value === '') return { value: null };
      if (spec.format === 'color' && !COLOR_PATTERN.test(value)) return invalid;
      if (spec.format === 'rpps' && !RPPS_PATTERN.test(value)) return invalid;
      if (spec.format === 'date' && Number.isNaN(Date.parse(value))) return invalid;
      if (spec.format === 'url' && !isWebAddress(value)) return invalid;
      return { value };
    }
    case 'keyName':
      return typeof raw === 'string' && KEY_NAME_PATTERN.test(raw.trim()) ? { value: raw.trim() } : invalid;
    case 'email':
      return typeof raw === 'string' && raw.length <= 254 && EMAIL_PATTERN.test(raw.trim())
        ? { value: raw.trim().toLowerCase() }
        : invalid;
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 1 || raw === '1' || raw === 'true') return { value: true };
      if (raw === 0 || raw === '0' || raw === 'false') return { value: false };
      return invalid;
    case 'number': {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isFinite(n)) return invalid;
      if (spec.integer && !Number.isInteger(n)) return invalid;
      if (spec.min !== undefined && n < spec.min) return invalid;
      if (spec.max !== undefined && n > spec.max) return invalid;
      return { value: n };
    }
    case 'enum':
      return typeof raw === 'string' && spec.values.includes(raw) ? { value: raw } : invalid;
    case 'enumList':
      return Array.isArray(raw) && raw.every((v) => typeof v === 'string' && spec.values.includes(v))
        ? { value: [...new Set(raw)] }
        : invalid;
    case 'reference': {
      const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
      if (n === -1) return { value: null };
      return Number.isInteger(n) && (n as number) > 0 ? { value: n } : invalid;
    }
    case 'references': {
      if (!Array.isArray(raw) || raw.length > 1000) return invalid;
      const ids = raw.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
      return ids.every((n) => Number.isInteger(n) && n > 0) ? { value: [...new Set(ids)] } : invalid;
    }
    case 'duration': {
      const parsed = z.object({ value: z.number().min(0).max(100000), unit: z.enum(DURATION_UNITS) }).safeParse(raw);
      return parsed.success ? { value: parsed.data } : invalid;
    }
    case 'json': {
      const parsed = jsonSchemas[spec.schema].safeParse(raw);
      return parsed.success ? { value: parsed.data } : invalid;
    }
    case 'image':
      return { value: null };
  }
}

/**
 * An image field of a write: a new image (`<f>Base64` + its name) goes to `images`; otherwise the stored one
 * is kept, or removed when the path is sent as null. `<f>Modified: false` keeps the stored image whatever is
 * sent; `true` demands a new one. `current` is the stored record (server) or the form's values (console).
 */
function readImage(
  body: Record<string, unknown>,
  name: string,
  spec: FieldSpec & { type: 'image' },
  images: Record<string, { base64: string; originalName: string }>,
  data: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
): FieldProblem | undefined {
  const parts = imageParts(name, spec);
  const modified = body[parts.modified];
  if (modified !== undefined && typeof modified !== 'boolean') return { field: parts.modified, code: 'invalid' };
  const base64 = modified === false ? undefined : body[parts.base64];
  const originalName = body[parts.originalName] ?? body[parts.storedOriginalName] ?? body[`${name}FileName`];
  if (typeof base64 === 'string' && base64 !== '') {
    if (typeof originalName === 'string' && unstorablePath(originalName) !== null) {
      return { field: parts.originalName, code: 'character' };
    }
    if (typeof originalName !== 'string' || originalName.length > 255) {
      return { field: parts.originalName, code: 'invalid' };
    }
    images[name] = { base64, originalName };
  } else if (base64 !== undefined && base64 !== null && base64 !== '') {
    return { field: parts.base64, code: 'invalid' };
  } else if (modified === true) {
    return { field: parts.base64, code: 'mandatory' };
  }
  const removed = modified !== false && body[parts.path] === null && !images[name];
  const keptName = current?.[parts.storedOriginalName] ?? current?.[parts.originalName] ?? null;
  const keptPath = current?.[parts.storedPath] ?? current?.[parts.path] ?? null;
  data[parts.storedOriginalName] = removed ? null : keptName;
  data[parts.storedPath] = removed ? null : keptPath;
  if (spec.required && !images[name] && !data[parts.storedPath]) return { field: parts.base64, code: 'mandatory' };
  return undefined;
}

/**
 * How a write is checked beyond its model. `languagesMayMiss`: a translation set holding text in one language only is
 * kept as it is instead of refused; a required set still needs text in one language. Only the demo data takes it,
 * standing for data older than the rule (lib/seed.ts, docs/translation.md): no client's write does.
 */
export interface WriteRules {
  languagesMayMiss?: boolean;
}

/**
 * Validates a full entity for create or update. Unknown and read-only fields are ignored;
 * missing optional fields take their defaults; `current` supplies kept values on update
 * (images not re-sent stay as they are). Answers the first problem (recordProblems answers them all).
 */
export function validateRecord(
  model: ResourceModel,
  input: unknown,
  current?: Record<string, unknown>,
  rules: WriteRules = {},
): ValidationResult {
  const checked = checkRecord(model, input, current, rules, false);
  return checked.problems.length ? { ok: false, problem: checked.problems[0] } : { ok: true, ...checked.result };
}

/**
 * Every problem a write would meet, one per field in the model's order, as the form shows them all at once: what an
 * import's preview answers for each row (lib/transfer/plan.ts). Empty when the write is valid.
 */
export function recordProblems(
  model: ResourceModel,
  input: unknown,
  current?: Record<string, unknown>,
  rules: WriteRules = {},
): FieldProblem[] {
  return checkRecord(model, input, current, rules, true).problems;
}

/** Every problem of a write (recordProblems) and, when there is none, what it stores (validateRecord's `data`). */
export function checkedRecord(
  model: ResourceModel,
  input: unknown,
  current?: Record<string, unknown>,
): { problems: FieldProblem[]; data: Record<string, unknown> } {
  const { problems, result } = checkRecord(model, input, current, {}, true);
  return { problems, data: result.data };
}

/** validateRecord's work: stops at the first problem unless `all`. */
function checkRecord(
  model: ResourceModel,
  input: unknown,
  current: Record<string, unknown> | undefined,
  rules: WriteRules,
  all: boolean,
): {
  problems: FieldProblem[];
  result: { data: Record<string, unknown>; images: Record<string, { base64: string; originalName: string }> };
} {
  const problems: FieldProblem[] = [];
  const data: Record<string, unknown> = {};
  const images: Record<string, { base64: string; originalName: string }> = {};
  const result = { data, images };
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { problems: [{ field: '', code: 'invalid' }], result };
  }
  const body = input as Record<string, unknown>;
  const groups = new Map<string, boolean>();
  const fail = (problem: FieldProblem) => {
    problems.push(problem);
    return !all;
  };

  for (const [name, spec] of Object.entries(model.fields)) {
    if (spec.readOnly) continue;
    if (spec.keptOnUpdate && current?.[name] !== undefined && current[name] !== null) {
      data[name] = current[name];
      continue;
    }
    if (spec.type === 'image') {
      const problem = readImage(body, name, spec, images, data, current);
      if (problem && fail(problem)) return { problems, result };
      continue;
    }
    const raw = readRaw(body, name, spec);
    if (unstorablePath(raw) !== null) {
      if (fail({ field: name, code: 'character' })) return { problems, result };
      continue;
    }
    const required = spec.required || spec.type === 'keyName';
    const blank =
      spec.type === 'translation'
        ? raw == null || (Array.isArray(raw) && raw.every((t) => isBlank(t?.value)))
        : isBlank(raw);
    if (blank) {
      if (required) {
        if (fail({ field: name, code: 'mandatory' })) return { problems, result };
        continue;
      }
      if (spec.atLeastOneOf && !groups.has(spec.atLeastOneOf)) groups.set(spec.atLeastOneOf, false);
      data[name] =
        spec.type === 'translation' ? LANGUAGES.map((language) => ({ language, value: '' })) : defaultOf(spec);
      continue;
    }
    const checked = checkField(spec, raw);
    if ('code' in checked) {
      if (fail({ field: name, code: 'invalid' })) return { problems, result };
      continue;
    }
    if (spec.type === 'json' && spec.schema === 'attributeOptions') {
      const inconsistent = attributeOptionsProblem(checked.value, body.type);
      if (inconsistent) {
        const { path, rule } = inconsistent;
        if (fail({ field: `${name}.${path}`, code: 'invalid', rule })) return { problems, result };
        continue;
      }
    }
    if (
      spec.type === 'translation' &&
      (spec.required ?? true) &&
      !rules.languagesMayMiss &&
      !isCompleteTranslationSet(checked.value)
    ) {
      if (fail({ field: name, code: 'mandatory', missingLanguages: missingLanguages(checked.value) }))
        return { problems, result };
      continue;
    }
    if (spec.atLeastOneOf) groups.set(spec.atLeastOneOf, true);
    data[name] = checked.value;
  }
  for (const [group, satisfied] of groups) {
    if (!satisfied) {
      const first = Object.entries(model.fields).find(([, f]) => f.atLeastOneOf === group)?.[0] ?? group;
      if (fail({ field: first, code: 'mandatory' })) return { problems, result };
    }
  }
  return { problems, result };
}
