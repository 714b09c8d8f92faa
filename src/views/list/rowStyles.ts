import type { Theme } from '@mui/material/styles';
import { CELL_CLASS, ROW_CLASS } from './CatalogueRow';

type Styles = Record<string, unknown>;

/** A theme's style overrides of one slot of a MUI component (an object, or a function of the theme). */
function overridesOf(theme: Theme, component: 'MuiTableCell' | 'MuiTableRow', slot: string, ownerState: object) {
  const overrides = (theme.components?.[component]?.styleOverrides as Record<string, unknown> | undefined)?.[slot];
  return (typeof overrides === 'function' ? overrides({ theme, ownerState }) : overrides) as Styles | undefined;
}

const cellSelector = `& tbody > tr.${ROW_CLASS} > td.${CELL_CLASS.split(' ').join('.')}`;

/**
 * The styles of the listing's rows and cells (CatalogueRow draws plain `tr` and `td` with MUI's classes), written
 * once for the table: those MUI's TableRow (hover) and small body TableCell give, theme overrides included
 * (the compact density's tighter cells), so the rows look as MUI's own. Values as MUI 7's TableRow and TableCell.
 */
export function rowStyles(theme: Theme): Styles {
  const palette = (theme.vars ?? theme).palette;
  const border = theme.vars
    ? `1px solid ${theme.vars.palette.TableCell.border}`
    : `1px solid ${
        theme.palette.mode === 'light'
          ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
          : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
      }`;
  const cellState = { variant: 'body', size: 'small', padding: 'normal', align: 'inherit' };
  return {
    [`& tbody > tr.${ROW_CLASS}`]: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&.MuiTableRow-hover:hover': { backgroundColor: palette.action.hover },
      '&.Mui-selected': {
        backgroundColor: theme.alpha(palette.primary.main, palette.action.selectedOpacity),
        '&:hover': {
          backgroundColor: theme.alpha(
            palette.primary.main,
            `${palette.action.selectedOpacity} + ${palette.action.hoverOpacity}`,
          ),
        },
      },
      ...overridesOf(theme, 'MuiTableRow', 'root', {}),
    },
    [cellSelector]: {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: border,
      textAlign: 'left',
      color: palette.text.primary,
      padding: '6px 16px',
      ...overridesOf(theme, 'MuiTableCell', 'root', cellState),
      ...overridesOf(theme, 'MuiTableCell', 'body', cellState),
      ...overridesOf(theme, 'MuiTableCell', 'sizeSmall', cellState),
      '&.MuiTableCell-alignLeft': { textAlign: 'left' },
      '&.MuiTableCell-alignCenter': { textAlign: 'center' },
      '&.MuiTableCell-alignRight': {
        textAlign: 'right',
        flexDirection: 'row-reverse',
        ...overridesOf(theme, 'MuiTableCell', 'alignRight', { ...cellState, align: 'right' }),
      },
    },
  };
}
