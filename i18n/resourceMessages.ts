import type { FieldSpec, ResourceModel } from '../lib/model';

type Fields<M extends ResourceModel> = M['fields'];
type EnumFieldNames<M extends ResourceModel> = {
  [K in keyof Fields<M>]: Fields<M>[K] extends { values: readonly string[] } ? K : never;
}[keyof Fields<M>];
type EnumValues<S> = S extends { values: readonly (infer V)[] } ? V & string : never;

/** Labels of image fields: the field itself (its base64 / path / original-name parts share it). */
type FieldLabels<M extends ResourceModel> = { [K in keyof Fields<M> & string]: string };

/** What one language says about a catalogue: a missing field or enum value fails the type-check. */
export interface ResourceMessages<M extends ResourceModel> {
  /** Plural name, used in the menu and list titles. */
  name: string;
  /** Singular name, used in toasts ("Type de document créé"). */
  one: string;
  fields: FieldLabels<M>;
  /** Translated choices of every enum field. */
  values: { [K in EnumFieldNames<M> & string]: Record<EnumValues<Fields<M>[K]>, string> };
  /** Menu names of the model's views, when it declares several (e.g. categories and sub-categories). */
  views?: Record<string, { name: string; one: string }>;
  /** Optional help texts shown under inputs. */
  helpers?: Partial<Record<keyof Fields<M> & string, string>>;
}

export interface ResourceTranslations<M extends ResourceModel> {
  fr: ResourceMessages<M>;
  en: ResourceMessages<M>;
}

/** resources/<name>/i18n.ts: `export default defineMessages(model, { fr: {...}, en: {...} })`. */
export function defineMessages<M extends ResourceModel>(_model: M, messages: ResourceTranslations<M>) {
  return messages;
}

/** A catalogue name as it reads inside a sentence: "Act category" → "act category"; "RPPS number" keeps its case. */
export const midSentence = (name: string) =>
  /^\p{Lu}{2}/u.test(name) ? name : `${name.charAt(0).toLocaleLowerCase()}${name.slice(1)}`;

export type { FieldSpec };
