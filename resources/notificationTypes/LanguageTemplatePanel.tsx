import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Typography } from '@mui/material';
import { required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Language } from '../../lib/model';
import { otherLanguageOf } from '../../src/screens/translation/translationSetEdits';
import { type Samples, TemplatePreview } from '../../src/templates/TemplatePreview';
import { TemplateTextInput } from '../../src/templates/TemplateTextInput';
import { TemplateVersionHistory } from './TemplateVersionHistory';
import type { NotificationTemplate, TemplateFormValues } from './templateVersions';

export interface TemplateParameters {
  parameters: readonly string[];
  titleParameters: readonly string[];
}

interface LanguageTemplatePanelProps extends TemplateParameters {
  language: Language;
  hidden: boolean;
  /** Every version of this language, newest first: the first one is in the editor. */
  versions: readonly NotificationTemplate[];
  samples: Samples;
  onSampleChange: (name: string, value: string) => void;
  onSave: (language: Language) => void;
  saving: boolean;
}

const REQUIRED = [required()];

/** The e-mail content of one language: subject and body of the next version, its preview, the older versions. */
export const LanguageTemplatePanel = (props: LanguageTemplatePanelProps) => {
  const { language, hidden, versions, parameters, titleParameters, samples, onSampleChange, onSave, saving } = props;
  const translate = useTranslate();
  const texts = useWatch<TemplateFormValues, Language>({ name: language });
  const [latest, ...older] = versions;
  const titleLabel = translate('resources.notificationTemplates.fields.titleTemplate');

  return (
    <Box
      role="tabpanel"
      hidden={hidden}
      id={`template-panel-${language}`}
      aria-labelledby={`template-tab-${language}`}
      sx={{ pt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {latest
          ? translate('notificationTypes.editor.current', { version: latest.version })
          : translate('notificationTypes.editor.empty')}
      </Typography>
      <TemplateTextInput
        source={`${language}.titleTemplate`}
        label={titleLabel}
        parameters={titleParameters}
        translatedFrom={{ language, source: `${otherLanguageOf(language)}.titleTemplate` }}
      />
      <TemplateTextInput
        source={`${language}.template`}
        translatedFrom={{ language, source: `${otherLanguageOf(language)}.template` }}
        label={translate('resources.notificationTemplates.fields.template')}
        parameters={parameters}
        multiline
        validate={REQUIRED}
        helperText={translate('resources.notificationTemplates.helpers.template')}
      />
      <TemplatePreview
        titleLabel={titleLabel}
        title={texts?.titleTemplate ?? ''}
        body={texts?.template ?? ''}
        parameters={[...new Set([...titleParameters, ...parameters])]}
        samples={samples}
        onSampleChange={onSampleChange}
      />
      {/*
        The shown tab's save is the form's submit button (a form needs one: HTML_CodeSniffer H32.2), so Enter in its
        title saves too; the click saves this language's version itself, never react-admin's form submission.
      */}
      <Button
        type={hidden ? 'button' : 'submit'}
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={saving}
        onClick={(event) => {
          event.preventDefault();
          onSave(language);
        }}
      >
        {translate('notificationTypes.editor.save')}
      </Button>
      <TemplateVersionHistory language={language} versions={older} />
    </Box>
  );
};
