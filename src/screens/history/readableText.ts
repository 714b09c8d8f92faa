import type { TranslateFunction } from 'react-admin';
import type { JsonSchemaName } from '../../../lib/model';
import type { FieldShape } from './fieldShapes';

/** What turning a stored value into text needs: the messages, the locale, and the names of referenced records. */
export interface TextReaders {
  translate: TranslateFunction;
  locale: string;
  /** The console view whose labels name the fields and choices (`resources.<view>.*`). */
  view: string;
  /** The name of a referenced record, when it could be read (a deleted one cannot). */
  nameOf?: (id: number) => string | undefined;
}

type Json = Record<string, unknown>;

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const isTranslationSet = (value: unknown): value is Array<{ language: string; value: unknown }> =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => item && typeof item === 'object' && 'language' in item && 'value' in item);
const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/** Where the parts of a structured value are named, per schema (their own screens' texts). */
const KEY_LABELS: Partial<Record<JsonSchemaName, string>> = {
  attributeOptions: 'screens.attributeOptions',
  condition: 'screens.condition',
  sessionSteps: 'screens.sessionSteps',
  imageCells: 'screens.imageCells',
};

/** Where the choices of a part are named: `<schema>.<part>` → message prefix. */
const CHOICE_LABELS: Record<string, string> = {
  'attributeOptions.teethShown': 'screens.attributeOptions.teethShownValues',
  'attributeOptions.selectionMode': 'screens.attributeOptions.selectionModeValues',
  'condition.combinator': 'screens.condition',
  'condition.entity': 'screens.condition.entities',
  'condition.operator': 'screens.condition.operators',
  'sessionSteps.step': 'screens.sessionSteps',
};

const fileName = (path: unknown) => String(path).split(/[\\/]/).pop() ?? String(path);

function yesNo(value: boolean, translate: TranslateFunction): string {
  return translate(value ? 'history.yes' : 'history.no');
}

/** A translation set on one line: each language's text after its code (`FR Oui · EN Yes`). */
function translationLine(set: Array<{ language: string; value: unknown }>): string {
  return set
    .filter((item) => !isBlank(item.value))
    .map((item) => `${item.language.toUpperCase()} ${String(item.value)}`)
    .join(' · ');
}

function scalarText(value: unknown, choices: string | undefined, readers: TextReaders): string {
  if (typeof value === 'boolean') return yesNo(value, readers.translate);
  if (value === null || value === undefined) return '';
  const text = String(value);
  return choices ? readers.translate(`${choices}.${text}`, { _: text }) : text;
}

/**
 * A structured value as readable lines: `Part : value`, nested parts indented, list items bulleted, translation sets
 * on one line; parts named by the schema's own screen where it names them.
 */
export function structuredLines(value: unknown, schema: JsonSchemaName | undefined, readers: TextReaders): string[] {
  const { translate } = readers;
  const keyLabel = (key: string) => {
    const fallback = translate(`history.jsonKeys.${key}`, { _: key });
    const prefix = schema && KEY_LABELS[schema];
    return prefix ? translate(`${prefix}.${key}`, { _: fallback }) : schema === 'params' ? key : fallback;
  };
  const lines = (part: unknown, key?: string): string[] => {
    const choices = schema && key ? CHOICE_LABELS[`${schema}.${key}`] : undefined;
    if (isTranslationSet(part)) return [translationLine(part)];
    if (Array.isArray(part)) {
      if (part.every(isScalar)) return part.map((item) => scalarText(item, choices, readers));
      return part.flatMap((item) => lines(item).map((line, at) => (at === 0 ? `• ${line}` : `  ${line}`)));
    }
    if (part && typeof part === 'object') {
      return Object.entries(part as Json)
        .filter(([, inner]) => !isBlank(inner))
        .flatMap(([inner, innerValue]) => {
          const nested = lines(innerValue, inner);
          const label = keyLabel(inner);
          if (nested.length === 1 && (isScalar(innerValue) || isTranslationSet(innerValue)))
            return [translate('history.keyValue', { key: label, value: nested[0] })];
          return [translate('history.keyValue', { key: label, value: '' }).trimEnd(), ...nested.map((l) => `  ${l}`)];
        });
    }
    return [scalarText(part, choices, readers)];
  };
  return lines(value);
}

function sizeText(bytes: unknown, locale: string): string {
  if (typeof bytes !== 'number') return String(bytes);
  const kilobytes = bytes / 1024;
  return kilobytes < 1
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes)
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }).format(kilobytes);
}

function referenceText(id: unknown, readers: TextReaders): string {
  const named = typeof id === 'number' ? readers.nameOf?.(id) : undefined;
  return named || readers.translate('history.recordNumber', { id: String(id) });
}

/**
 * A stored value as the administrator reads it (one line, or several for lists and structures): choices by their
 * labels, references by their records' names (else their number), images by their file names; '' for no value.
 */
export function readableText(shape: FieldShape, value: unknown, readers: TextReaders): string {
  if (isBlank(value)) return '';
  const { translate, view } = readers;
  switch (shape.kind) {
    case 'image':
      return shape.part === 'path' ? fileName(value) : String(value);
    case 'relation':
      return (value as Array<Json>)
        .map((item) => {
          const name = referenceText(item?.id, readers);
          const role = shape.spec.role ? item?.[shape.spec.role.name] : undefined;
          return role ? `${name} (${translate(`screens.relations.roles.${role}`, { _: String(role) })})` : name;
        })
        .join('\n');
    case 'other':
      return shapelessText(value, readers);
  }
  const { name, spec } = shape;
  const choice = (text: unknown) => translate(`resources.${view}.values.${name}.${text}`, { _: String(text) });
  switch (spec.type) {
    case 'boolean':
      return yesNo(Boolean(value), translate);
    case 'enum':
      return choice(value);
    case 'enumList':
      return (value as unknown[]).map(choice).join('\n');
    case 'reference':
      return referenceText(value, readers);
    case 'references':
      return (value as unknown[]).map((id) => referenceText(id, readers)).join('\n');
    case 'duration': {
      const { value: amount, unit } = value as { value?: number; unit?: string };
      return `${amount} ${translate(`screens.duration.units.${unit}`, { smart_count: amount ?? 0, _: String(unit) })}`;
    }
    case 'image':
      return fileName(value);
    case 'json':
      return structuredLines(value, spec.schema, readers).join('\n');
    case 'translation':
      return isTranslationSet(value) ? translationLine(value) : String(value);
    default:
      return String(value);
  }
}

/** A value the form does not show: an upload's size in bytes, a text, or a structure as lines. */
function shapelessText(value: unknown, readers: TextReaders): string {
  if (typeof value === 'number') return String(value);
  if (isScalar(value)) return scalarText(value, undefined, readers);
  return structuredLines(value, undefined, readers).join('\n');
}

/** The text of a change's value, given its field's name (an upload's `size` reads as a file size). */
export function changeValueText(field: string, shape: FieldShape, value: unknown, readers: TextReaders): string {
  return field === 'size' && shape.kind === 'other' && typeof value === 'number'
    ? sizeText(value, readers.locale)
    : readableText(shape, value, readers);
}
