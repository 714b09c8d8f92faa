import type { Breakpoint } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { fieldLabelKey } from '../../../lib/cellTexts';
import type { RowShared } from './listingCells';
import { RecordLinkField, RecordTitleField } from './RecordLinkField';

/**
 * A listing's rows as cards on a phone or a tablet (docs/responsive.md): the same rows and cells (CatalogueRow), laid
 * out by the listing's styles (rowStyles.ts `cardStyles`) below MUI's `md` breakpoint (`CARDS_BELOW`). A card's
 * first line holds its selection box, its drag handle, its title (the cell linking to the record) and its buttons (delete, restore); every other
 * cell is a line of its own, « label : value ».
 */

/**
 * Below this breakpoint (900 px) a listing's rows are cards: with the side menu open, a narrower window leaves the
 * table less than 630 px, where the widest listings' headers alone need more. The early listing paints nothing below
 * it either (src/early/earlyListingStyle.ts `MIN_WINDOW_WIDTH`).
 */
export const CARDS_BELOW: Breakpoint = 'md';

/** The cell naming the record, a link to its page (or its plain name, in the trash): the card's title. */
export const CARD_TITLE_CLASS = 'listing-card-title';
/** A column without a label (the drag handle, « Supprimer », « Restaurer »): on the card's first line. */
export const CARD_BUTTON_CLASS = 'listing-card-button';

interface LabelProps {
  source?: string;
  label?: unknown;
}

/** What a column is on a card. */
export function cardPartOf(column: ReactElement): 'title' | 'button' | 'line' {
  if (column.type === RecordLinkField || column.type === RecordTitleField) return 'title';
  const { label } = column.props as LabelProps;
  return label === '' || label === false ? 'button' : 'line';
}

/** The class a column's cells take on a card (besides the cell's own). */
export function cardClassOf(column: ReactElement): string | undefined {
  const part = cardPartOf(column);
  return part === 'title' ? CARD_TITLE_CLASS : part === 'button' ? CARD_BUTTON_CLASS : undefined;
}

/**
 * Each column's label as a card writes it before its value (« Clé : », "Key:"), as the column's header names it (its
 * label, else the field's name in the catalogue's texts); none for the title and the buttons. Worked out once a
 * listing, not once a row.
 */
export function cardLabelsOf(columns: readonly ReactElement[], shared: RowShared): (string | undefined)[] {
  return columns.map((column) => {
    if (cardPartOf(column) !== 'line') return undefined;
    const { source, label } = column.props as LabelProps;
    const name =
      typeof label === 'string'
        ? shared.translate(label, { _: label })
        : source && shared.resource
          ? shared.translate(fieldLabelKey(shared.resource, source), { _: source })
          : undefined;
    return name ? shared.translate('screens.list.cardLabel', { label: name }) : undefined;
  });
}
