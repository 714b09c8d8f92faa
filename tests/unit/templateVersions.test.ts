import { describe, expect, it } from 'vitest';
import {
  editorValuesOf,
  type NotificationTemplate,
  versionsByLanguage,
} from '../../resources/notificationTypes/templateVersions';

const template = (
  id: number,
  language: 'fr' | 'en',
  version: number,
  titleTemplate?: string | null,
): NotificationTemplate => ({
  id,
  notificationTypeId: 4,
  language,
  version,
  titleTemplate,
  template: `body ${language} ${version}`,
});

describe('versionsByLanguage', () => {
  it('groups the versions per language, newest first, with an empty list for a language without any', () => {
    const grouped = versionsByLanguage([template(1, 'fr', 1), template(3, 'fr', 3), template(2, 'fr', 2)]);
    expect(grouped.fr.map((t) => t.version)).toEqual([3, 2, 1]);
    expect(grouped.en).toEqual([]);
  });
});

describe('editorValuesOf', () => {
  it('starts each language from its latest version, or from empty texts', () => {
    const values = editorValuesOf(4, versionsByLanguage([template(1, 'fr', 1, 'Old'), template(2, 'fr', 2, null)]));
    expect(values).toEqual({
      id: 4,
      fr: { titleTemplate: '', template: 'body fr 2' },
      en: { titleTemplate: '', template: '' },
    });
  });
});
