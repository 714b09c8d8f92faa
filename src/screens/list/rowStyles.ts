import type { Theme } from '@mui/material/styles';
import { NARROW_CELL_PADDING_X } from '../../early/earlyListingStyle';
import { CELL_LINE_HEIGHT, CELL_LINES, rowHeightFor, SMALL_CELL_PADDING_Y } from '../../early/listingWindow';
import { CELL_CLASS, ROW_CLASS } from './CatalogueRow';
import { CARD_BUTTON_CLASS, CARD_TITLE_CLASS, CARDS_BELOW } from './listingCards';
import { CELL_TEXT_CLASS } from './listingCells';
import { DELETE_BUTTON_CLASS } from './rowDelete';

type Styles = Record<string, unknown>;

/** A theme's style overrides of one slot of a MUI component (an object, or a function of the theme). */
function overridesOf(theme: Theme, component: string, slot: string, ownerState: object) {
  const components = theme.components as Record<string, { styleOverrides?: Record<string, unknown> }> | undefined;
  const overrides = components?.[component]?.styleOverrides?.[slot];
  return (typeof overrides === 'function' ? overrides({ theme, ownerState }) : overrides) as Styles | undefined;
}

/** Several slots' overrides, in order (MUI applies them after the component's own styles). */
const allOverrides = (theme: Theme, component: string, slots: string[], ownerState: object): Styles =>
  Object.assign({}, ...slots.map((slot) => overridesOf(theme, component, slot, ownerState)));

const classSelector = (classes: string) => `.${classes.split(' ').join('.')}`;
const cellSelector = `& tbody > tr.${ROW_CLASS} > td${classSelector(CELL_CLASS)}`;

/**
 * The rows' delete button (rowDelete.tsx): MUI 7's ButtonBase, small text Button of the error colour and its
 * start icon, theme overrides included. A keyboard focus gets the error colour's focus highlight (MUI pulses a
 * ripple of it).
 */
function deleteButtonStyles(theme: Theme): Styles {
  const palette = (theme.vars ?? theme).palette;
  const buttonState = { variant: 'text', color: 'error', size: 'small' };
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    outline: 0,
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    MozAppearance: 'none',
    WebkitAppearance: 'none',
    textDecoration: 'none',
    '&::-moz-focus-inner': { borderStyle: 'none' },
    ...allOverrides(theme, 'MuiButtonBase', ['root'], buttonState),
    ...theme.typography.button,
    minWidth: 64,
    border: 0,
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
    color: palette.error.main,
    backgroundColor: 'transparent',
    padding: '4px 5px',
    fontSize: theme.typography.pxToRem(13),
    '&:hover': { textDecoration: 'none' },
    '@media (hover: hover)': {
      '&:hover': { backgroundColor: theme.alpha(palette.error.main, palette.action.hoverOpacity) },
    },
    '&:focus-visible': { backgroundColor: theme.alpha(palette.error.main, palette.action.focusOpacity) },
    ...allOverrides(
      theme,
      'MuiButton',
      ['root', 'text', 'textError', 'sizeSmall', 'textSizeSmall', 'colorError'],
      buttonState,
    ),
    '& .MuiButton-startIcon': {
      display: 'inherit',
      marginRight: 8,
      marginLeft: -2,
      '& > *:nth-of-type(1)': { fontSize: 18 },
      ...allOverrides(theme, 'MuiButton', ['startIcon', 'iconSizeSmall'], buttonState),
    },
    '& .MuiSvgIcon-root': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
      fill: 'currentColor',
      ...allOverrides(theme, 'MuiSvgIcon', ['root', 'fontSizeMedium'], { fontSize: 'medium', color: 'inherit' }),
    },
  };
}

/** A card's padding above and below, its first line (the selection box's 42 px) and each « label : value » line. */
const CARD_PADDING_Y = 8;
const CARD_FIRST_LINE = 42;
const CARD_LINE = 24;

/**
 * A phone's card's height, guessed from its « label : value » lines (each on one line; longer texts wrap and the card
 * is measured): the virtualizer is given it, as it is given `listingRowHeight` on a wider screen.
 */
export const listingCardHeight = (lines: number) => 2 * CARD_PADDING_Y + CARD_FIRST_LINE + lines * CARD_LINE + 1;

const CELL_STATE = { variant: 'body', size: 'small', padding: 'normal', align: 'inherit' };

/**
 * The height of every row of a listing in this theme (listingWindow.ts `rowHeightFor`): its cells' padding above and
 * below is MUI's small cell's, or the theme's (the compact density's tighter cells, `paddingTop` and `paddingBottom`
 * in pixels: a padding written otherwise is not read, and the row keeps MUI's).
 */
export function listingRowHeight(theme: Theme): number {
  const cell = allOverrides(theme, 'MuiTableCell', ['root', 'body', 'sizeSmall'], CELL_STATE);
  const padding = (value: unknown) => (typeof value === 'number' ? value : SMALL_CELL_PADDING_Y);
  return rowHeightFor(padding(cell.paddingTop), padding(cell.paddingBottom));
}

/**
 * A cell's text (listingCells.tsx `cellText`) on two lines at most, ended by an ellipsis when longer: every row is
 * then as high as the listing's rows (`listingRowHeight`). Placed at the top of its line, so that the line is no
 * higher than the text. A word longer than its column (an e-mail, a key) breaks where it must: the table then fits
 * the page rather than making it scroll sideways (docs/responsive.md).
 */
const CELL_TEXT = {
  display: '-webkit-inline-box',
  overflowWrap: 'anywhere',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: CELL_LINES,
  overflow: 'hidden',
  lineHeight: `${CELL_LINE_HEIGHT}px`,
  verticalAlign: 'top',
};

/**
 * What lets a cell be narrower than its longest word, so that the table fits its page (docs/responsive.md): the
 * fields a catalogue's own listing draws (react-admin's TextField: an e-mail) break where they must, and chips (an
 * account's status, a company's practices) wrap their label between words; buttons keep theirs whole.
 */
const FITTING_CELL = {
  overflowWrap: 'anywhere',
  '& button': { overflowWrap: 'normal' },
  '& .MuiChip-root': { height: 'auto', minHeight: 24 },
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'normal' },
};

/**
 * Between MUI's `md` and `lg` (900 to 1,200 px, the side menu taking 240 of them) the table's cells are padded 8 px
 * on each side instead of 16: the widest listings' headers then fit beside the open menu (docs/responsive.md). The
 * early listing's sheet says the same (src/early/earlyListingStyle.ts).
 */
const NARROW_TABLE = {
  [`& thead > tr > th:not(.MuiTableCell-paddingCheckbox), ${cellSelector}:not(.MuiTableCell-paddingCheckbox)`]: {
    paddingLeft: NARROW_CELL_PADDING_X,
    paddingRight: NARROW_CELL_PADDING_X,
  },
};

/**
 * The styles of the listing's rows and cells (CatalogueRow draws plain `tr` and `td` with MUI's classes), written
 * once for the table: those MUI's TableRow (hover) and small body TableCell give, theme overrides included
 * (the compact density's tighter cells), so the rows look as MUI's own. Values as MUI 7's TableRow and TableCell.
 * Every row is as high (`listingRowHeight`), its texts on two lines at most.
 */
export function rowStyles(theme: Theme): Styles {
  const palette = (theme.vars ?? theme).palette;
  const border = cellBorder(theme);
  return {
    [`& tbody > tr.${ROW_CLASS}`]: {
      height: listingRowHeight(theme),
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
      padding: `${SMALL_CELL_PADDING_Y}px 16px`,
      ...allOverrides(theme, 'MuiTableCell', ['root', 'body', 'sizeSmall'], CELL_STATE),
      '&.MuiTableCell-alignLeft': { textAlign: 'left' },
      '&.MuiTableCell-alignCenter': { textAlign: 'center' },
      '&.MuiTableCell-alignRight': {
        textAlign: 'right',
        flexDirection: 'row-reverse',
        ...overridesOf(theme, 'MuiTableCell', 'alignRight', { ...CELL_STATE, align: 'right' }),
      },
      [`& button${classSelector(DELETE_BUTTON_CLASS)}`]: deleteButtonStyles(theme),
      [`& .${CELL_TEXT_CLASS}`]: CELL_TEXT,
      ...FITTING_CELL,
    },
    [theme.breakpoints.between(CARDS_BELOW, 'lg')]: NARROW_TABLE,
    [theme.breakpoints.down(CARDS_BELOW)]: cardStyles(theme),
  };
}

/** The line between rows (MUI's TableCell border). */
function cellBorder(theme: Theme): string {
  return theme.vars
    ? `1px solid ${theme.vars.palette.TableCell.border}`
    : `1px solid ${
        theme.palette.mode === 'light'
          ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
          : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
      }`;
}

/**
 * Below `CARDS_BELOW` (MUI's `md`), the same table laid out as a list of cards (listingCards.ts, docs/responsive.md), no
 * wider than the window: each row a card whose first line holds its selection box, drag handle, title (the record's
 * link) and buttons, then one « label : value » line a column, its label written by the cell (`data-label`). The
 * column headers become a line of their own: the « select all » box and the sort buttons, which wrap.
 */
function cardStyles(theme: Theme): Styles {
  const palette = (theme.vars ?? theme).palette;
  const cell = cellSelector;
  return {
    '& table, & thead, & tbody': { display: 'block', width: '100%' },
    '& thead > tr': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 4,
      padding: '4px 8px',
      height: 'auto',
    },
    '& thead > tr > th': {
      display: 'block',
      width: 'auto',
      border: 0,
      padding: '4px 2px',
      '&:not(:has(button, input, [role="button"]))': { display: 'none' },
      // The sort buttons, as small outlined chips.
      '& [role="button"]': {
        border: `1px solid ${palette.divider}`,
        borderRadius: 16,
        padding: '2px 10px',
        fontSize: theme.typography.pxToRem(13),
      },
      '&.MuiTableCell-paddingCheckbox': { padding: 0, width: 'auto' },
    },
    [`& tbody > tr.${ROW_CLASS}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      height: 'auto',
      padding: `${CARD_PADDING_Y}px 8px`,
      borderBottom: cellBorder(theme),
    },
    [cell]: {
      display: 'flex',
      alignItems: 'baseline',
      gap: 8,
      flex: '1 1 100%',
      minWidth: 0,
      minHeight: CARD_LINE,
      boxSizing: 'border-box',
      border: 0,
      padding: '2px 8px',
      overflowWrap: 'anywhere',
      // A line with no value says nothing (an empty cell, or one holding an empty translation's box).
      '&:empty, &:has(> span:only-child:empty)': { display: 'none' },
      '&.MuiTableCell-alignRight': { textAlign: 'left', flexDirection: 'row' },
      '&[data-label]::before': {
        content: 'attr(data-label)',
        flex: '0 0 auto',
        maxWidth: '45%',
        color: palette.text.secondary,
        fontWeight: 500,
      },
    },
    // The first line: selection box, drag handle, title, buttons (in the row's order).
    [`${cell}.MuiTableCell-paddingCheckbox, ${cell}.${CARD_BUTTON_CLASS}`]: {
      order: -1,
      flex: '0 0 auto',
      alignItems: 'center',
      padding: 0,
      minHeight: CARD_FIRST_LINE,
    },
    [`${cell}.${CARD_TITLE_CLASS}`]: {
      order: -1,
      flex: '1 1 0',
      alignItems: 'center',
      minHeight: CARD_FIRST_LINE,
      fontSize: theme.typography.pxToRem(15),
      fontWeight: 500,
    },
  };
}
