import { Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { defaultSamples, renderTemplate } from '../../lib/templateText';

export type Samples = Readonly<Record<string, string>>;

/** Sample values of `parameters` (each its name in brackets until edited), and a setter for one of them. */
export function useSamples(parameters: readonly string[]): [Samples, (name: string, value: string) => void] {
  const [edited, setEdited] = useState<Samples>({});
  const samples = { ...defaultSamples(parameters), ...edited };
  const setSample = useCallback(
    (name: string, value: string) => setEdited((current) => ({ ...current, [name]: value })),
    [],
  );
  return [samples, setSample];
}

interface TemplatePreviewProps {
  titleLabel: string;
  title: string;
  body: string;
  parameters: readonly string[];
  samples: Samples;
  onSampleChange: (name: string, value: string) => void;
}

/** The title and body as they will read once each parameter is replaced by its (editable) sample value. */
export const TemplatePreview = ({
  titleLabel,
  title,
  body,
  parameters,
  samples,
  onSampleChange,
}: TemplatePreviewProps) => {
  const translate = useTranslate();
  const idPrefix = useId();
  const previewLabel = translate('templates.preview.title');
  const shown = (text: string) => renderTemplate(text, samples) || translate('templates.preview.empty');
  return (
    <Card component="section" aria-label={previewLabel} variant="outlined" sx={{ mb: 2, width: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {previewLabel}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {titleLabel}
        </Typography>
        <Typography sx={{ fontWeight: 'bold', mb: 1 }} data-testid="preview-title">
          {shown(title)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }} data-testid="preview-body">
          {shown(body)}
        </Typography>
        {parameters.length > 0 && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="caption" color="text.secondary" sx={{ mb: 1 }}>
              {translate('templates.preview.samples')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {parameters.map((name) => (
                <TextField
                  key={name}
                  id={`${idPrefix}-${name}`}
                  size="small"
                  sx={{ width: { xs: '100%', sm: 260 } }}
                  label={name}
                  value={samples[name] ?? ''}
                  onChange={(event) => onSampleChange(name, event.target.value)}
                />
              ))}
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
