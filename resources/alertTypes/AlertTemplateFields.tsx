import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ViewSpec } from '../../lib/model';
import { StringListInput } from '../../src/screens/json/ChipListInput';
import { TemplatePreview, useSamples } from '../../src/templates/TemplatePreview';
import { TemplateTextInput } from '../../src/templates/TemplateTextInput';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Title and message of an alert type, each with its parameters: a parameter added to a list can be
 * inserted at once as `{{name}}`; the preview shows both texts with sample values.
 */
export const AlertTemplateFields = ({ view }: { view: ViewSpec }) => {
  const translate = useTranslate();
  const [title, template, params, titleParams] = useWatch({ name: ['title', 'template', 'params', 'titleParams'] });
  const titleParameters = asList(titleParams);
  const parameters = asList(params);
  const [samples, setSample] = useSamples([...titleParameters, ...parameters]);
  const label = (field: string) => translate(`resources.${view.name}.fields.${field}`);
  return (
    <>
      <TemplateTextInput source="title" label={label('title')} parameters={titleParameters} />
      <StringListInput source="titleParams" label={label('titleParams')} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 2 }}>
        {translate('alertTypes.edit.titleParamsHelp')}
      </Typography>
      <TemplateTextInput source="template" label={label('template')} parameters={parameters} multiline />
      <StringListInput source="params" label={label('params')} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 2 }}>
        {translate('alertTypes.edit.paramsHelp')}
      </Typography>
      <TemplatePreview
        titleLabel={label('title')}
        title={asText(title)}
        body={asText(template)}
        parameters={[...new Set([...titleParameters, ...parameters])]}
        samples={samples}
        onSampleChange={setSample}
      />
    </>
  );
};
