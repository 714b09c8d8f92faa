import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { SectionEditorCard } from './SectionEditorCard';
import { newSection, type SectionDraft } from './sheetSections';

/** The sheet's sections in display order, each edited in place, with a button adding one at the end. */
export const SectionsEditor = () => {
  const translate = useTranslate();
  // `fieldKey`, not react-hook-form's default `id`, which a saved section already has.
  const { fields, append, move, remove } = useFieldArray({ name: 'sections', keyName: 'fieldKey' });
  const sections = (useWatch({ name: 'sections' }) ?? []) as SectionDraft[];
  return (
    <Stack sx={{ gap: 2, width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('pedagogicalSheets.content.intro')}
      </Typography>
      {fields.length === 0 && <Typography variant="body2">{translate('pedagogicalSheets.content.empty')}</Typography>}
      {fields.map((field, index) => (
        <SectionEditorCard key={field.fieldKey} index={index} count={fields.length} onMove={move} onRemove={remove} />
      ))}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => append(newSection(sections))}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('pedagogicalSheets.content.add')}
      </Button>
    </Stack>
  );
};
