import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../lib/model';
import { textIn } from '../../lib/translationSet';
import type { SectionDraft } from './sheetSections';

/** A key word of the sheet, as the sheet's record embeds it. */
export interface SheetKeyWord {
  id?: unknown;
  label?: string;
  active?: boolean;
}
/** A link of the sheet, as the sheet's record embeds it. */
export interface SheetLink {
  id?: unknown;
  label?: string;
  link?: string;
}

interface SheetPreviewProps {
  language: Language;
  title: unknown;
  color?: string;
  sections: readonly SectionDraft[];
  keyWords?: readonly SheetKeyWord[];
  links?: readonly SheetLink[];
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const WEB_ADDRESS = /^https?:\/\//i;

/** A text in one language only (`translationOf` would fall back on the other one, a reader would not). */
const readIn = (set: unknown, language: Language) => textIn(set, language).trim();

/** Paragraphs are separated by a blank line; single line breaks stay inside a paragraph. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const Missing = ({ children }: { children: string }) => (
  <Box component="span" sx={{ color: 'warning.main', fontStyle: 'italic' }}>
    {children}
  </Box>
);

/**
 * The sheet as a practitioner reads it in `language`: its title under a band of its colour, each active
 * section in order with its paragraphs, then its key words and links. Texts are shown as text, never as HTML.
 */
export const SheetPreview = ({ language, title, color, sections, keyWords = [], links = [] }: SheetPreviewProps) => {
  const translate = useTranslate();
  const accent = color && HEX_COLOR.test(color) ? color : 'primary.main';
  const shown = sections.filter((section) => section.active !== false);
  const words = keyWords.filter((word) => word.active !== false && word.label);
  const addresses = links.filter((link) => link.link && WEB_ADDRESS.test(link.link));
  const reader = (key: string) => translate(`pedagogicalSheets.preview.reader.${language}.${key}`);
  const sheetTitle = readIn(title, language);

  return (
    <Card variant="outlined" lang={language} sx={{ borderTop: 6, borderTopColor: accent }} data-testid="sheet-preview">
      <CardContent>
        <Typography variant="h5" component="h3" gutterBottom>
          {sheetTitle || <Missing>{translate('pedagogicalSheets.preview.noTitle')}</Missing>}
        </Typography>
        {shown.length === 0 && (
          <Typography color="text.secondary">{translate('pedagogicalSheets.preview.noSection')}</Typography>
        )}
        {shown.map((section, index) => {
          const sectionTitle = readIn(section.title, language);
          return (
            <Box
              component="section"
              key={String(section.id ?? section.draftKey ?? index)}
              sx={{ borderLeft: 3, borderLeftColor: accent, pl: 1.5, my: 2 }}
            >
              <Typography variant="h6" component="h4" sx={{ fontSize: '1.05rem' }}>
                {sectionTitle || <Missing>{translate('app.validation.missingSectionTitle')}</Missing>}
              </Typography>
              {paragraphsOf(readIn(section.content, language)).map((paragraph, at) => (
                <Typography
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own.
                  key={at}
                  variant="body2"
                  sx={{ whiteSpace: 'pre-line', mt: 1 }}
                >
                  {paragraph}
                </Typography>
              ))}
            </Box>
          );
        })}
        {words.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h4" gutterBottom>
              {reader('keyWords')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {words.map((word, at) => (
                <Chip key={String(word.id ?? at)} size="small" variant="outlined" label={word.label} />
              ))}
            </Stack>
          </Box>
        )}
        {addresses.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h4" gutterBottom>
              {reader('links')}
            </Typography>
            <Stack component="ul" sx={{ m: 0, pl: 2.5, gap: 0.5 }}>
              {addresses.map((link, at) => (
                <li key={String(link.id ?? at)}>
                  <Link href={link.link} target="_blank" rel="noopener noreferrer" variant="body2">
                    {link.label || link.link}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
