import type { FieldSpec, Language, ResourceModel } from '../lib/model';

type Fields<M extends ResourceModel> = M['fields'];
type EnumFieldNames<M extends ResourceModel> = {
  [K in keyof Fields<M>]: Fields<M>[K] extends { values: readonly string[] } ? K : never;
}[keyof Fields<M>];
/** A catalogue name's grammatical gender (French): see ResourceMessages.gender. */
export type Gender = 'masculine' | 'feminine';

type EnumValues<S> = S extends { values: readonly (infer V)[] } ? V & string : never;

/** Labels of image fields: the field itself (its base64 / path / original-name parts share it). */
type FieldLabels<M extends ResourceModel> = { [K in keyof Fields<M> & string]: string };

/** What one language says about a catalogue: a missing field or enum value fails the type-check. */
export interface ResourceMessages<M extends ResourceModel> {
  /** Plural name, used in the menu and list titles. */
  name: string;
  /** Singular name, used in toasts ("Type de document créé"). */
  one: string;
  /**
   * The grammatical gender of `one` where the language has one and it is feminine (« Catégorie » in French): the
   * console's generated sentences agree with it (« Voulez-vous en créer une ? »). Masculine when left out.
   */
  gender?: Gender;
  fields: FieldLabels<M>;
  /** Translated choices of every enum field. */
  values: { [K in EnumFieldNames<M> & string]: Record<EnumValues<Fields<M>[K]>, string> };
  /** Menu names of the model's views, when it declares several (e.g. categories and sub-categories). */
  views?: Record<string, { name: string; one: string; gender?: Gender }>;
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

/**
 * The empty listing's invitation (react-admin's `ra.page.invite`, read per catalogue as `resources.<view>.invite`),
 * agreeing with the catalogue's gender.
 */
export const EMPTY_LISTING_INVITES: Record<Language, Record<Gender, string>> = {
  fr: { masculine: 'Voulez-vous en créer un ?', feminine: 'Voulez-vous en créer une ?' },
  en: { masculine: 'Do you want to add one?', feminine: 'Do you want to add one?' },
};
