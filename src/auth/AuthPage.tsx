import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DemoBadge } from '../demo/DemoBadge';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { useDocumentTitle } from '../layout/pageHeading';
import { ThemeSwitch } from '../layout/ThemeSwitch';
import { useRecordTransactionId } from '../layout/useRecordTransactionId';

/**
 * The frame of the public pages (sign-in, password, first connection), outside the main layout, in the tab's theme
 * (light or dark, switched here as in the app bar).
 */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  useRecordTransactionId();
  const translate = useTranslate();
  useDocumentTitle(translate(title));
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="overline" color="text.secondary">
              {translate('app.title')}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <LanguageSwitch />
              <ThemeSwitch />
            </Stack>
          </Stack>
          {import.meta.env.MODE === 'demo' && <DemoBadge withHint />}
          <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2 }}>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
