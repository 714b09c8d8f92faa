import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { MISSING_TRANSLATION_FILTER } from '../../lib/translationWork';
import type { ViewCounts } from '../providers/catalogueCalls';

/** The listing of `view` showing only its records missing a language (react-admin's list parameters, in the address). */
export function missingTranslationListingOf(view: string): string {
  return `/${view}?filter=${encodeURIComponent(JSON.stringify({ [MISSING_TRANSLATION_FILTER]: true }))}`;
}

/**
 * /home's « Traductions manquantes »: per catalogue view (in menu order) how many items miss a language, each a link to
 * its listing with the filter on. Catalogues with none are left out, and so is the whole panel while the count is
 * asked, when it failed, or when every text is translated.
 */
export function MissingTranslationsPanel({ views, counts }: { views: readonly string[]; counts?: ViewCounts }) {
  const translate = useTranslate();
  const missing = views.filter((view) => (counts?.[view] ?? 0) > 0);
  if (missing.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="missing-translations" sx={{ mb: 3 }}>
      <CardHeader
        avatar={<FlagOutlinedIcon color="warning" />}
        title={translate('app.home.missingTranslations.title')}
        subheader={translate('app.home.missingTranslations.intro')}
        slotProps={{ title: { id: 'missing-translations', variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {missing.map((view) => {
            const name = translate(`resources.${view}.name`);
            const count = counts?.[view] ?? 0;
            return (
              <Chip
                key={view}
                component={Link}
                to={missingTranslationListingOf(view)}
                clickable
                variant="outlined"
                color="warning"
                aria-label={translate('app.home.missingTranslations.link', { name, smart_count: count })}
                label={
                  <>
                    {name}{' '}
                    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                      {count}
                    </Typography>
                  </>
                }
              />
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
