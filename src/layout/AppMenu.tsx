import HomeIcon from '@mui/icons-material/Home';
import type { SvgIconProps } from '@mui/material';
import { Box, List, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { catalogueViews } from '../providers/models';
import { areaIcons } from './areaIcons';
import { menuSections } from './menuSections';
import { NavEntry } from './NavEntry';
import { RenderingEntries } from './RenderingMenuItems';

const sections = menuSections(catalogueViews);

/** react-admin's sidebar widths (its theme's `sidebar`): the menu fills them, open or folded to its icons. */
const OPEN_WIDTH = 240;
const CLOSED_WIDTH = 50;

/**
 * One group of the menu: its area's name as a heading the list is named after (folded, a divider line), then its
 * entries. A list, not a menu: these are links between pages (docs/accessibility.md).
 */
function MenuGroup({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const [open] = useSidebarState();
  const headingId = `menu-area-${id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Typography
        id={headingId}
        component="h2"
        variant="caption"
        sx={
          open
            ? { display: 'block', px: 2, py: 0.5, color: 'text.secondary', fontWeight: 500, lineHeight: 1.5 }
            : {
                height: 0,
                borderTop: 1,
                borderColor: 'divider',
                mx: 1,
                my: 0.5,
                overflow: 'hidden',
                color: 'transparent',
              }
        }
      >
        {title}
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {children}
      </List>
    </Box>
  );
}

/**
 * Side panel: home, a group per area (docs/product-rules.md, "Routes and areas"), the current page marked, then
 * Rendering. A navigation landmark of lists of links (a screen reader lists it as such); long names wrap instead of
 * being cut.
 */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const entry = (name: string, Icon: ComponentType<SvgIconProps>) => (
    <NavEntry key={name} to={`/${name}`} label={translate(`resources.${name}.name`)} Icon={Icon} />
  );
  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.label')}
      sx={{ width: open ? OPEN_WIDTH : CLOSED_WIDTH, pb: 2, overflowX: 'hidden' }}
    >
      <List dense disablePadding>
        <NavEntry to="/home" label={translate('app.menu.home')} Icon={HomeIcon} />
      </List>
      {sections.map(({ area, entries }) => (
        <MenuGroup key={area} id={area} title={translate(`app.areas.${area}`)}>
          {entries.map((name) => entry(name, areaIcons[area]))}
        </MenuGroup>
      ))}
      <MenuGroup id="rendering" title={translate('app.areas.rendering')}>
        <RenderingEntries />
      </MenuGroup>
    </Box>
  );
}
