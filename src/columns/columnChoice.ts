import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DEFAULT_COLUMN_COUNT } from '../screens/list/listingColumns';

/**
 * Which of a listing's columns an administrator may show or hide, and in which order they are drawn
 * (docs/saved-views.md, "Columns"). A column is named by its field (`source`, or `sortBy` for a computed one); a column
 * without a label (drag handle, « Supprimer », « Restaurer ») is a button of the row: always drawn, last.
 */
interface ColumnProps {
  source?: unknown;
  sortBy?: unknown;
  label?: unknown;
}

/** The name a column is chosen by; undefined for a row's button. */
export function columnIdOf(column: ReactNode): string | undefined {
  if (!isValidElement<ColumnProps>(column)) return undefined;
  const { source, sortBy, label } = column.props;
  if (label === '' || label === false) return undefined;
  if (typeof source === 'string') return source;
  return typeof sortBy === 'string' ? sortBy : undefined;
}

/** A column the chooser lists: its name, and what its header says (a label or a message key, else its source). */
export interface ColumnInfo {
  id: string;
  label?: string;
  source?: string;
}

export function columnInfosOf(children: ReactNode): ColumnInfo[] {
  return Children.toArray(children).flatMap((column) => {
    const id = columnIdOf(column);
    if (!id || !isValidElement<ColumnProps>(column)) return [];
    const { label, source } = column.props;
    return [
      { id, label: typeof label === 'string' ? label : undefined, source: typeof source === 'string' ? source : id },
    ];
  });
}

/** The columns shown: those chosen that the listing still has, in the chosen order; none chosen: its first seven. */
export function shownColumnIds(available: readonly string[], chosen: readonly string[] | null | undefined): string[] {
  const kept = (chosen ?? []).filter((id) => available.includes(id));
  return kept.length > 0 ? kept : available.slice(0, DEFAULT_COLUMN_COUNT);
}

/** The listing's columns as drawn: the shown ones in their order, then the row's buttons. */
export function arrangedColumns(children: ReactNode, chosen: readonly string[] | null | undefined): ReactElement[] {
  const all = Children.toArray(children).filter(isValidElement);
  const byId = new Map(
    all.flatMap((column) => {
      const id = columnIdOf(column);
      return id ? [[id, column] as const] : [];
    }),
  );
  const shown = shownColumnIds([...byId.keys()], chosen).map((id) => byId.get(id) as ReactElement);
  return [...shown, ...all.filter((column) => columnIdOf(column) === undefined)];
}
