import { useRef } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useFailureToast } from '../../src/screens';
import { type SectionDraft, sectionBody, sectionChanged, sectionKey } from './sheetSections';

const SECTIONS = 'pedagogicalSheetSections';

/**
 * Saves the sheet's edited sections before the sheet itself, through the sections' own calls: removed ones
 * deleted, changed ones updated (their display order is their place), new ones created. What the server
 * accepted is remembered, so that trying again after a failure neither creates a section twice nor deletes
 * one again. On failure the console's error toast shows and the sheet is not saved.
 */
export function useSaveSections(sheetId: Identifier | undefined, savedSections: readonly SectionDraft[] = []) {
  const dataProvider = useDataProvider();
  const showFailure = useFailureToast();
  const known = useRef<Map<string, SectionDraft> | null>(null);

  return async (values: FieldValues): Promise<boolean> => {
    if (sheetId == null) return false;
    // The sections as loaded with the sheet, from the first save on (the page renders before the sheet arrives).
    known.current ??= new Map(savedSections.map((section) => [sectionKey(section), section]));
    const saved = known.current;
    const drafts = (Array.isArray(values.sections) ? values.sections : []) as SectionDraft[];
    const kept = new Set(drafts.map(sectionKey));
    try {
      for (const [key, section] of [...saved]) {
        if (kept.has(key) || section.id == null) continue;
        await dataProvider.delete(SECTIONS, { id: section.id, previousData: { id: section.id } });
        saved.delete(key);
      }
      for (const [index, draft] of drafts.entries()) {
        const key = sectionKey(draft);
        const body = sectionBody(draft, sheetId, index);
        const before = saved.get(key);
        if (before?.id == null) {
          const { data } = await dataProvider.create(SECTIONS, { data: body });
          saved.set(key, { ...body, id: data.id });
        } else if (sectionChanged(before, body)) {
          await dataProvider.update(SECTIONS, { id: before.id, data: body, previousData: { id: before.id } });
          saved.set(key, { ...body, id: before.id });
        }
      }
      return true;
    } catch (error) {
      showFailure(error, SECTIONS);
      return false;
    }
  };
}
