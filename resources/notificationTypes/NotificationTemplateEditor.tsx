import { Alert, LinearProgress, Tab, Tabs } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, type Identifier, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { LANGUAGES, type Language } from '../../lib/model';
import { UnsavedChangesWarning } from '../../src/screens';
import { useSamples } from '../../src/templates/TemplatePreview';
import { LanguageTemplatePanel, type TemplateParameters } from './LanguageTemplatePanel';
import { editorValuesOf, type NotificationTemplate } from './templateVersions';
import { useNotificationTemplates } from './useNotificationTemplates';
import { useSaveTemplateVersion } from './useSaveTemplateVersion';

export interface NotificationTypeRecord extends Partial<TemplateParameters> {
  id: Identifier;
}

/** A reload after a save keeps what is still being edited in the other language. */
const KEEP_EDITED_VALUES = { keepDirtyValues: true };

interface LanguageTabsProps extends TemplateParameters {
  notificationTypeId: Identifier;
  versions: Record<Language, NotificationTemplate[]>;
  reload: () => Promise<unknown>;
}

const LanguageTabs = ({ notificationTypeId, versions, reload, parameters, titleParameters }: LanguageTabsProps) => {
  const translate = useTranslate();
  const [active, setActive] = useState<Language>(LANGUAGES[0]);
  const { dirtyFields } = useFormState();
  const [samples, setSample] = useSamples([...titleParameters, ...parameters]);
  const { save, saving } = useSaveTemplateVersion(notificationTypeId, reload);

  const tabLabel = (language: Language) => {
    const name = translate(`resources.notificationTemplates.values.language.${language}`);
    return dirtyFields[language] ? translate('notificationTypes.editor.modified', { language: name }) : name;
  };

  return (
    <>
      <Tabs
        value={active}
        onChange={(_, language: Language) => setActive(language)}
        aria-label={translate('notificationTypes.editor.languages')}
      >
        {LANGUAGES.map((language) => (
          <Tab
            key={language}
            value={language}
            label={tabLabel(language)}
            id={`template-tab-${language}`}
            aria-controls={`template-panel-${language}`}
          />
        ))}
      </Tabs>
      {LANGUAGES.map((language) => (
        <LanguageTemplatePanel
          key={language}
          language={language}
          hidden={language !== active}
          versions={versions[language]}
          parameters={parameters}
          titleParameters={titleParameters}
          samples={samples}
          onSampleChange={setSample}
          onSave={save}
          saving={saving === language}
        />
      ))}
    </>
  );
};

/**
 * The e-mail contents of a notification type, one tab per language. Each save creates a new version
 * of that language; unsaved edits in either language warn before leaving the page (the console's own dialog).
 */
export const NotificationTemplateEditor = ({ notificationType }: { notificationType: NotificationTypeRecord }) => {
  const translate = useTranslate();
  const { versions, isPending, error, refetch } = useNotificationTemplates(notificationType.id);
  const values = useMemo(() => editorValuesOf(notificationType.id, versions), [notificationType.id, versions]);

  if (isPending) return <LinearProgress />;
  if (error) return <Alert severity="error">{translate('notificationTypes.detail.loadFailed')}</Alert>;
  return (
    <Form record={values} resetOptions={KEEP_EDITED_VALUES} noValidate>
      <UnsavedChangesWarning />
      <LanguageTabs
        notificationTypeId={notificationType.id}
        versions={versions}
        reload={refetch}
        parameters={notificationType.parameters ?? []}
        titleParameters={notificationType.titleParameters ?? []}
      />
    </Form>
  );
};
