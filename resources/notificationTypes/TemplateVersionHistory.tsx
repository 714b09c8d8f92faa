import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Language } from '../../lib/model';
import type { NotificationTemplate, TemplateFormValues } from './templateVersions';

interface TemplateVersionHistoryProps {
  language: Language;
  /** Versions older than the one in the editor, newest first. */
  versions: readonly NotificationTemplate[];
}

const ReadOnlyText = ({ label, text }: { label: string; text: string }) => (
  <Box sx={{ mb: 1 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>
  </Box>
);

/** Older versions of one language, each opened read-only and copied into the editor on demand. */
export const TemplateVersionHistory = ({ language, versions }: TemplateVersionHistoryProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setValue } = useFormContext<TemplateFormValues>();

  const heading = (template: NotificationTemplate) =>
    template.createdAt
      ? translate('notificationTypes.versions.versionOn', {
          version: template.version,
          date: new Date(template.createdAt).toLocaleString(locale),
        })
      : translate('notificationTypes.versions.version', { version: template.version });

  const reuse = (template: NotificationTemplate) => {
    setValue(`${language}.titleTemplate`, template.titleTemplate ?? '', { shouldDirty: true });
    setValue(`${language}.template`, template.template, { shouldDirty: true });
  };

  return (
    <Box component="section" aria-label={translate('notificationTypes.versions.title')} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate('notificationTypes.versions.title')}
      </Typography>
      {versions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('notificationTypes.versions.none')}
        </Typography>
      )}
      {versions.map((template) => (
        <Accordion key={template.id} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>{heading(template)}</AccordionSummary>
          <AccordionDetails>
            <ReadOnlyText
              label={translate('resources.notificationTemplates.fields.titleTemplate')}
              text={template.titleTemplate ?? ''}
            />
            <ReadOnlyText
              label={translate('resources.notificationTemplates.fields.template')}
              text={template.template}
            />
            <Button size="small" onClick={() => reuse(template)}>
              {translate('notificationTypes.versions.reuse')}
            </Button>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
};
