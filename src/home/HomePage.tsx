import { Box, Grid, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { menuSections } from '../layout/menuSections';
import { catalogueViews } from '../providers/models';
import { AreaCard } from './AreaCard';
import { MissingTranslationsPanel } from './MissingTranslationsPanel';
import { RecentChangesPanel } from './RecentChangesPanel';
import { useMissingTranslationCounts } from './useMissingTranslationCounts';
import { useViewCounts } from './useViewCounts';

const sections = menuSections(catalogueViews);
const viewsInMenuOrder = sections.flatMap((section) => section.entries);

/**
 * /home: a greeting, the catalogues with items missing a language (when there are), then every area with the size of
 * its catalogues (one count call) and links to list or add items, then the latest changes (the activity feed). None
 * of these reads holds the page back.
 */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const counts = useViewCounts();
  const missingTranslations = useMissingTranslationCounts();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.home.title" />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.home.intro')}
      </Typography>
      <MissingTranslationsPanel views={viewsInMenuOrder} counts={missingTranslations} />
      <Grid container spacing={2}>
        {sections.map((section) => (
          <Grid key={section.area} size={{ xs: 12, md: 6, xl: 4 }}>
            <AreaCard {...section} counts={counts} />
          </Grid>
        ))}
      </Grid>
      <RecentChangesPanel />
    </Box>
  );
}
