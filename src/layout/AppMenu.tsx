import HomeIcon from '@mui/icons-material/Home';
import { Divider, ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { catalogueViews } from '../providers/models';
import { areaIcons } from './areaIcons';
import { menuSections } from './menuSections';
import { useRenderingMenuItems } from './RenderingMenuItems';

const sections = menuSections(catalogueViews);

const activeEntryStyle = {
  '& .RaMenuItemLink-active': {
    bgcolor: 'action.selected',
    color: 'primary.main',
    fontWeight: 600,
    boxShadow: (theme: { palette: { primary: { main: string } } }) => `inset 3px 0 0 ${theme.palette.primary.main}`,
  },
  '& .RaMenuItemLink-active .MuiListItemIcon-root': { color: 'primary.main' },
};

/** Side panel: home, a group per area (docs/product-rules.md, "Routes and areas"), current page lit, then Rendering. */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const renderingItems = useRenderingMenuItems(open);
  const areaTitle = (area: string) =>
    open ? (
      <ListSubheader key={`area-${area}`} disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
        {translate(`app.areas.${area}`)}
      </ListSubheader>
    ) : (
      <Divider key={`area-${area}`} sx={{ my: 0.5 }} />
    );
  return (
    <Menu dense aria-label={translate('app.menu.label')} sx={activeEntryStyle}>
      <Menu.Item to="/home" primaryText="app.menu.home" leftIcon={<HomeIcon />} />
      {/* Flat children: MUI's MenuList does not accept Fragments. */}
      {sections.flatMap(({ area, entries }) => {
        const AreaIcon = areaIcons[area];
        return [
          areaTitle(area),
          ...entries.map((name) => (
            <Menu.Item key={name} to={`/${name}`} primaryText={`resources.${name}.name`} leftIcon={<AreaIcon />} />
          )),
        ];
      })}
      {areaTitle('rendering')}
      {renderingItems}
    </Menu>
  );
}
