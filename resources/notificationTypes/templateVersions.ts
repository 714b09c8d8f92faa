import type { Identifier } from 'react-admin';
import { LANGUAGES, type Language } from '../../lib/model';

/** One saved version of an e-mail content, as `GET /api/notification-types/{id}/notification-templates` lists it. */
export interface NotificationTemplate {
  id: Identifier;
  notificationTypeId: Identifier;
  language: Language;
  titleTemplate?: string | null;
  template: string;
  version: number;
  /** Shown when the server sends it. */
  createdAt?: string;
}

/** What the editor edits per language: the texts of the next version. */
export interface TemplateTexts {
  titleTemplate: string;
  template: string;
}

export type TemplateFormValues = Record<Language, TemplateTexts> & { id: Identifier };

/** Versions of each language, newest first. */
export function versionsByLanguage(
  templates: readonly NotificationTemplate[],
): Record<Language, NotificationTemplate[]> {
  const grouped = Object.fromEntries(LANGUAGES.map((language) => [language, [] as NotificationTemplate[]]));
  for (const template of templates) grouped[template.language]?.push(template);
  for (const versions of Object.values(grouped)) versions.sort((a, b) => b.version - a.version);
  return grouped as Record<Language, NotificationTemplate[]>;
}

/** The editor starts from the latest version of each language (empty when there is none). */
export function editorValuesOf(
  notificationTypeId: Identifier,
  versions: Record<Language, NotificationTemplate[]>,
): TemplateFormValues {
  const values = { id: notificationTypeId } as TemplateFormValues;
  for (const language of LANGUAGES) {
    const latest = versions[language][0];
    values[language] = { titleTemplate: latest?.titleTemplate ?? '', template: latest?.template ?? '' };
  }
  return values;
}
