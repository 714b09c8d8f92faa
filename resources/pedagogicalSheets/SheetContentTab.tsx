import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LANGUAGES, type Language } from '../../lib/model';
import { SectionsEditor } from './SectionsEditor';
import { type SheetKeyWord, type SheetLink, SheetPreview } from './SheetPreview';
import type { SectionDraft } from './sheetSections';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The preview of the sheet being edited, following the form as it is typed, in the language chosen above it. */
const LivePreview = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [language, setLanguage] = useState<Language>(isLanguage(locale) ? locale : LANGUAGES[0]);
  const record = useRecordContext<{ keyWords?: SheetKeyWord[]; links?: SheetLink[] }>();
  const [title, color, sections] = useWatch({ name: ['title', 'color', 'sections'] }) as [
    unknown,
    string | undefined,
    SectionDraft[] | undefined,
  ];
  const heading = translate('pedagogicalSheets.preview.title');
  return (
    <Box component="section" aria-label={heading}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          onChange={(_, chosen: Language | null) => chosen && setLanguage(chosen)}
          aria-label={translate('pedagogicalSheets.preview.language')}
        >
          {LANGUAGES.map((value) => (
            <ToggleButton
              key={value}
              value={value}
              aria-label={translate(`screens.languages.${value}`)}
              sx={{ px: 1.5 }}
            >
              {value.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        {translate('pedagogicalSheets.preview.help')}
      </Typography>
      <SheetPreview
        language={language}
        title={title}
        color={color}
        sections={sections ?? []}
        keyWords={record?.keyWords}
        links={record?.links}
      />
    </Box>
  );
};

/** The sheet's content: its sections edited on one side, the sheet as it will read on the other (below on narrow screens). */
export const SheetContentTab = () => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
      gap: 3,
      width: '100%',
      alignItems: 'start',
    }}
  >
    <SectionsEditor />
    <LivePreview />
  </Box>
);
