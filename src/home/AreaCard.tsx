import AddIcon from '@mui/icons-material/Add';
import { Card, CardContent, CardHeader, IconButton, List, ListItem, Tooltip } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { areaIcons } from '../layout/areaIcons';
import type { MenuSection } from '../layout/menuSections';
import { findView } from '../providers/models';
import { EntryCount } from './EntryCount';
import type { CountsState } from './useViewCounts';

/** One area on the home page (docs/product-rules.md, "Routes and areas"): its catalogues, their counts, quick links. */
export function AreaCard({ area, entries, counts }: MenuSection & { counts: CountsState }) {
  const translate = useTranslate();
  const AreaIcon = areaIcons[area];
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-labelledby={`area-${area}`}>
      <CardHeader
        avatar={<AreaIcon color="primary" />}
        title={translate(`app.areas.${area}`)}
        slotProps={{ title: { id: `area-${area}`, variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ pt: 1 }}>
        <List dense disablePadding>
          {entries.map((name) => {
            const canCreate = findView(name)?.model.verbs.includes('create');
            const title = translate(`resources.${name}.name`);
            return (
              <ListItem
                key={name}
                disableGutters
                secondaryAction={
                  canCreate ? (
                    <Tooltip title={translate('app.home.create', { name: translate(`resources.${name}.one`) })}>
                      <IconButton
                        component={Link}
                        to={`/${name}/create`}
                        size="small"
                        aria-label={translate('app.home.create', { name: translate(`resources.${name}.one`) })}
                      >
                        <AddIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : undefined
                }
                sx={{ gap: 1, pr: 5 }}
              >
                <Link to={`/${name}`} sx={{ flexGrow: 1 }}>
                  {title}
                </Link>
                <EntryCount resource={name} counts={counts} />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
