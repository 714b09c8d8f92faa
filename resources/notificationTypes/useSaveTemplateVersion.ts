import { useState } from 'react';
import { type Identifier, useDataProvider, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Language } from '../../lib/model';
import { useNotifyFailure } from '../../src/notifications/useNotifyOutcome';
import type { NotificationTemplate, TemplateFormValues } from './templateVersions';

/**
 * Saves the edited texts of one language as a new version (`POST /api/notification-templates`; the
 * server numbers it), then marks that language as saved and lets the caller reload the versions.
 */
export function useSaveTemplateVersion(notificationTypeId: Identifier, onSaved: () => Promise<unknown>) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { trigger, getValues, resetField } = useFormContext<TemplateFormValues>();
  const [saving, setSaving] = useState<Language | null>(null);

  const save = async (language: Language) => {
    if (!(await trigger(language))) return;
    const { titleTemplate, template } = getValues(language);
    setSaving(language);
    try {
      const { data } = await dataProvider.create<NotificationTemplate>('notificationTemplates', {
        data: { notificationTypeId, language, titleTemplate, template },
      });
      resetField(`${language}.titleTemplate`, { defaultValue: titleTemplate });
      resetField(`${language}.template`, { defaultValue: template });
      notify('notificationTypes.editor.saved', { type: 'success', messageArgs: { version: data.version } });
      await onSaved();
    } catch (error) {
      notifyFailure('notificationTemplates', error);
    } finally {
      setSaving(null);
    }
  };

  return { save, saving };
}
