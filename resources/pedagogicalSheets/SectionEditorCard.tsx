import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Card, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { BooleanInput, required, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Language } from '../../lib/model';
import { translationOf } from '../../lib/translationSet';
import { enumChoices, TranslationInput } from '../../src/screens';
import { MissingTranslationFlag } from '../../src/screens/MissingTranslationFlag';
import { SECTION_TYPES } from '../pedagogicalSheetSections/model';
import { RemoveSectionButton } from './RemoveSectionButton';
import { missingContentLanguages, missingTitleLanguages, type SectionDraft } from './sheetSections';

const SECTIONS = 'pedagogicalSheetSections';
const TYPE_CHOICES = enumChoices(SECTIONS, 'type', SECTION_TYPES);
const REQUIRED = [required()];

interface SectionEditorCardProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

const MoveButton = ({
  label,
  disabled,
  onClick,
  up,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  up?: boolean;
}) => (
  <Tooltip title={disabled ? '' : label}>
    <span>
      <IconButton aria-label={label} disabled={disabled} onClick={onClick} size="small">
        {up ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
      </IconButton>
    </span>
  </Tooltip>
);

/**
 * One section of the sheet, edited in place: its type, whether it is shown, its title and content in each
 * language; flagged while its title or part of its content is missing; moved up or down, or removed.
 */
export const SectionEditorCard = ({ index, count, onMove, onRemove }: SectionEditorCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const source = `sections.${index}`;
  const section = useWatch<Record<string, SectionDraft>>({ name: source }) as SectionDraft | undefined;
  const number = index + 1;
  const name = translate('pedagogicalSheets.content.section', { number });
  const missingTitle = section ? missingTitleLanguages(section) : [];
  const missingContent = section ? missingContentLanguages(section) : [];
  const fieldLabel = (field: string, mark: string) => (language: Language) =>
    `${translate(`resources.${SECTIONS}.fields.${field}`)} (${translate(`screens.languages.${language}`)})${mark}`;

  return (
    <Card
      role="group"
      aria-label={name}
      variant="outlined"
      sx={{ width: '100%', borderStyle: section?.active === false ? 'dashed' : 'solid' }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flex: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            {section?.active === false && <Chip size="small" label={translate('pedagogicalSheets.content.inactive')} />}
            {missingTitle.length > 0 && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                icon={<FlagOutlinedIcon />}
                label={translate('app.validation.missingSectionTitle')}
              />
            )}
            {missingContent.length > 0 && <MissingTranslationFlag languages={missingContent} />}
          </Stack>
          <MoveButton
            up
            label={translate('pedagogicalSheets.content.moveUp', { number })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <MoveButton
            label={translate('pedagogicalSheets.content.moveDown', { number })}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
          <RemoveSectionButton
            number={number}
            title={section ? translationOf(section.title, locale) : ''}
            onConfirm={() => onRemove(index)}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, mb: 1 }}>
          <SelectInput
            source={`${source}.type`}
            label={`resources.${SECTIONS}.fields.type`}
            choices={TYPE_CHOICES}
            validate={REQUIRED}
            helperText={false}
            sx={{ minWidth: 240, m: 0 }}
          />
          <BooleanInput source={`${source}.active`} label={`resources.${SECTIONS}.fields.active`} helperText={false} />
        </Stack>
        <TranslationInput source={`${source}.title`} label={fieldLabel('title', ' *')} />
        <TranslationInput source={`${source}.content`} label={fieldLabel('content', '')} multiline />
      </CardContent>
    </Card>
  );
};
