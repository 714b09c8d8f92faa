import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceModel } from '../../../lib/model';
import { atLeastOneOfMarks } from './fieldRules';

/** Explains the superscripts: fields sharing one need a value in one of them (docs/product-rules.md, "Validation"). */
export const AtLeastOneOfLegend = ({ model }: { model: ResourceModel }) => {
  const translate = useTranslate();
  const marks = [...atLeastOneOfMarks(model).values()];
  if (marks.length === 0) return null;
  return (
    <>
      {marks.map((mark) => (
        <Typography key={mark} variant="caption" color="text.secondary">
          <sup>{mark}</sup> {translate('screens.form.atLeastOneOfLegend')}
        </Typography>
      ))}
    </>
  );
};
