import type { Identifier } from 'react-admin';

/**
 * Drafts of forms left when a session ended (docs/session-renewal.md): the values of every open form with
 * unsaved changes, kept in the tab's sessionStorage under its catalogue and record, and offered back when that
 * form opens again after sign-in (whoever signs in: the tab is the administrator's own).
 */
const PREFIX = 'draft:';

export const draftKey = (resource: string, id: Identifier | undefined) => `${PREFIX}${resource}:${id ?? 'new'}`;

export interface OpenForm {
  key: string;
  hasChanges(): boolean;
  values(): Record<string, unknown>;
  /** Its values are kept: the form may be left without the unsaved-changes warning. */
  kept(): void;
}

const openForms = new Set<OpenForm>();

/** A form on screen offers its values to be kept; the returned function withdraws them. */
export function registerOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => openForms.delete(form);
}

export const hasUnsavedForm = () => [...openForms].some((form) => form.hasChanges());

/** Keeps the values of every open form with unsaved changes; true when all of them could be kept. */
export function keepDrafts(storage: Storage = sessionStorage): boolean {
  let kept = true;
  for (const form of openForms) {
    if (!form.hasChanges()) continue;
    try {
      storage.setItem(form.key, JSON.stringify(form.values()));
      form.kept();
    } catch {
      // Too large for the tab's storage (images): that form's values cannot be kept, and leaving it still warns.
      kept = false;
    }
  }
  return kept;
}

export function readDraft(key: string, storage: Storage = sessionStorage): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const dropDraft = (key: string, storage: Storage = sessionStorage) => storage.removeItem(key);
