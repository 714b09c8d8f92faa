import { type MouseEvent, type ReactElement, type ReactNode, useContext, useMemo } from 'react';
import {
  type RaRecord,
  RecordContextProvider,
  type TranslateFunction,
  useCreatePath,
  useGetPathForRecordCallback,
  useLocaleState,
  useNavigate,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import { useHref } from 'react-router-dom';
import { AskToDelete } from './rowDeleteContext';

/**
 * What every cell of a listing reads, resolved once per listing render instead of by hooks in each cell
 * (docs/long-listings.md): the reader's language, the translations, the record pages' addresses, the router.
 * A new language gives a new value, so every drawn row is drawn again in it.
 */
export interface RowShared {
  locale: string;
  translate: TranslateFunction;
  resource: string | undefined;
  /** The record's edit page (`/attributes/12`), as react-admin writes it. */
  editPath: (record: RaRecord) => string;
  /** The same as a link's `href` (`#/attributes/12` with the hash router). */
  editHref: (record: RaRecord) => string;
  /** Whether the listing's records have a page (a row without a `rowClick` then opens it). */
  hasDetailView: boolean;
  navigate: ReturnType<typeof useNavigate>;
  getPathForRecord: ReturnType<typeof useGetPathForRecordCallback>;
  askToDelete: (record: RaRecord) => void;
}

export function useRowShared(): RowShared {
  const [locale = 'fr'] = useLocaleState();
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const getPathForRecord = useGetPathForRecordCallback();
  const askToDelete = useContext(AskToDelete);
  const { hasEdit, hasShow } = useResourceDefinition();
  const hasDetailView = !!(hasEdit || hasShow);
  // The router's address of its root ('#/' with the hash router, '/' with a path router): a path is appended to it.
  const root = useHref('/').replace(/\/$/, '');
  return useMemo(() => {
    const editPath = (record: RaRecord) => createPath({ resource, id: record.id, type: 'edit' });
    return {
      locale,
      translate,
      resource,
      editPath,
      editHref: (record: RaRecord) => `${root}${editPath(record)}`,
      hasDetailView,
      navigate,
      getPathForRecord,
      askToDelete,
    };
  }, [locale, translate, resource, createPath, root, hasDetailView, navigate, getPathForRecord, askToDelete]);
}

/** The class of a cell's text, shown on two lines at most (rowStyles.ts): every row is then as high. */
export const CELL_TEXT_CLASS = 'listing-cell-text';

/** A cell's text, nothing when empty; its whole text is its title, so that a text cut short can still be read. */
export const cellText = (text: string): ReactNode =>
  text === '' ? null : (
    <span className={CELL_TEXT_CLASS} title={text}>
      {text}
    </span>
  );

/** A column's cell drawn from its record and what the listing shares: a plain function, no hook of its own. */
export type DrawCell<Props> = (props: Props, record: RaRecord, shared: RowShared) => ReactNode;

type CellField<Props> = ((props: Props) => ReactNode) & { drawCell: DrawCell<Props> };

/**
 * A listing field whose cell the listing's rows draw by calling `draw` (CatalogueRow). Used anywhere else
 * (outside a listing's rows), it is an ordinary field reading its record from the context.
 */
export function cellField<Props>(draw: DrawCell<Props>, name: string): CellField<Props> {
  const Field = (props: Props) => {
    const record = useRecordContext();
    const shared = useRowShared();
    return record ? draw(props, record, shared) : null;
  };
  Object.defineProperty(Field, 'name', { value: name });
  return Object.assign(Field, { drawCell: draw });
}

/** A column's content for one record: drawn by its field's function, else its element in the record's context. */
export function drawCell(column: ReactElement, record: RaRecord, shared: RowShared): ReactNode {
  const draw = (column.type as { drawCell?: DrawCell<unknown> }).drawCell;
  if (draw) return draw(column.props, record, shared);
  return <RecordContextProvider value={record}>{column}</RecordContextProvider>;
}

/** Whether a click is one the router handles in this tab (a plain left click), as react-router's links decide. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
