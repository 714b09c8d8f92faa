import type { Identifier } from 'react-admin';
import { LANGUAGES, type Language } from '../../lib/model';
import { emptyTranslationSet, missingLanguages, type TranslationSet, textIn } from '../../lib/translationSet';
import { SECTION_TYPES } from '../pedagogicalSheetSections/model';

/** One of the 14 section types (docs/product-rules.md, "Sheets"). */
export type SectionType = (typeof SECTION_TYPES)[number];

/** A section as the content editor holds it: a saved one has its `id`, a new one only a `draftKey`. */
export interface SectionDraft {
  id?: Identifier;
  draftKey?: string;
  type: SectionType;
  title: TranslationSet;
  content: TranslationSet;
  active: boolean;
  displayOrder?: number;
}

/** The fields a section is created or updated with (PUT and POST /api/pedagogical-sheet-sections). */
export interface SectionBody {
  pedagogicalSheetId: Identifier;
  type: SectionType;
  title: TranslationSet;
  content: TranslationSet;
  active: boolean;
  displayOrder: number;
}

let draftCounter = 0;

/** A new, active section of the first type the sheet does not use yet, with empty texts. */
export function newSection(existing: readonly SectionDraft[]): SectionDraft {
  draftCounter += 1;
  const used = new Set(existing.map((section) => section.type));
  return {
    draftKey: `new-${Date.now().toString(36)}-${draftCounter}`,
    type: SECTION_TYPES.find((type) => !used.has(type)) ?? SECTION_TYPES[0],
    title: emptyTranslationSet(),
    content: emptyTranslationSet(),
    active: true,
  };
}

/** The identity of a section across saves: its id once saved, else its draft key. */
export const sectionKey = (section: SectionDraft) =>
  section.id != null ? `id-${section.id}` : String(section.draftKey);

/** What is sent for the section shown at `index` of the sheet `sheetId` (its display order is its place). */
export const sectionBody = (section: SectionDraft, sheetId: Identifier, index: number): SectionBody => ({
  pedagogicalSheetId: sheetId,
  type: section.type,
  title: section.title,
  content: section.content,
  active: section.active !== false,
  displayOrder: index,
});

const sameText = (a: TranslationSet | undefined, b: TranslationSet | undefined, language: Language) =>
  textIn(a, language) === textIn(b, language);

/** Whether a saved section differs from what would be sent for it now. */
export function sectionChanged(saved: SectionDraft, body: SectionBody): boolean {
  const languages = LANGUAGES;
  return (
    saved.type !== body.type ||
    (saved.active !== false) !== body.active ||
    (saved.displayOrder ?? 0) !== body.displayOrder ||
    languages.some((language) => !sameText(saved.title, body.title, language)) ||
    languages.some((language) => !sameText(saved.content, body.content, language))
  );
}

/** The languages a section's title lacks: a missing title is flagged (docs/product-rules.md, "Validation"). */
export const missingTitleLanguages = (section: SectionDraft) => missingLanguages(section.title);

/** The languages a section's content lacks while another one is written (an empty content is allowed). */
export function missingContentLanguages(section: SectionDraft): Language[] {
  const missing = missingLanguages(section.content);
  return missing.length === LANGUAGES.length ? [] : missing;
}

/**
 * The form's checks of the sections: a title in every language, and a content either empty or written in
 * every language (the server's rule). Shaped like the form's values, one entry per section.
 */
export function sectionErrors(values: Record<string, unknown>): Record<string, unknown> {
  const sections = Array.isArray(values.sections) ? (values.sections as SectionDraft[]) : [];
  const errors = sections.map((section) => ({
    ...(missingTitleLanguages(section).length > 0 && { title: 'app.validation.missingSectionTitle' }),
    ...(missingContentLanguages(section).length > 0 && { content: 'screens.validation.translationMissing' }),
  }));
  return errors.some((error) => Object.keys(error).length > 0) ? { sections: errors } : {};
}
