import {
  Chip,
  type ChipProps,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import type { ImportReport, PlannedRow, RowOutcome } from '../../../lib/transfer/plan';
import { translationOf } from '../../../lib/translationSet';
import { EntryChanges } from '../history/EntryChanges';
import { problemText } from './importTexts';

export const OUTCOMES: readonly RowOutcome[] = ['create', 'update', 'unchanged', 'refused'];

export const OUTCOME_COLORS: Record<RowOutcome, ChipProps['color']> = {
  create: 'success',
  update: 'info',
  unchanged: 'default',
  refused: 'error',
};

const PAGE_SIZES = [10, 25, 100];

/** A row's record as the administrator knows it: its key, then its name. */
function RecordCell({ row }: { row: PlannedRow }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = row.label === undefined || row.label === null ? '' : translationOf(row.label, locale);
  return (
    <TableCell>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {name || row.key || translate('transfer.import.noKey')}
      </Typography>
      {name && row.key && (
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {row.key}
        </Typography>
      )}
    </TableCell>
  );
}

/** What a row changes, or why it is refused. */
function DetailsCell({ row, model, view }: { row: PlannedRow; model: ResourceModel; view: ViewSpec }) {
  const translate = useTranslate();
  if (row.problems?.length)
    return (
      <TableCell>
        <Stack component="ul" sx={{ m: 0, pl: 2 }} spacing={0.25}>
          {[...new Set(row.problems.map((problem) => problemText(translate, model, view, problem)))].map((text) => (
            <Typography key={text} component="li" variant="body2" color="error">
              {text}
            </Typography>
          ))}
        </Stack>
      </TableCell>
    );
  if (row.changes?.length)
    return (
      <TableCell>
        <EntryChanges model={model} view={view} changes={row.changes} />
      </TableCell>
    );
  return <TableCell />;
}

/** The order rows are read in: refused, then changed, then created, then unchanged; the file's order within each. */
const READING_ORDER: readonly RowOutcome[] = ['refused', 'update', 'create', 'unchanged'];

/** Every row, those that need reading first (what is refused, what changes a stored record), by READING_ORDER. */
const byWhatNeedsReading = (rows: readonly PlannedRow[]): PlannedRow[] =>
  READING_ORDER.flatMap((outcome) => rows.filter((row) => row.outcome === outcome));

/** The counts of each outcome, as chips that also filter the table. */
export function OutcomeCounts({ report }: { report: ImportReport }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-live="polite">
      {OUTCOMES.filter((outcome) => report.counts[outcome] > 0).map((outcome) => (
        <Chip
          key={outcome}
          color={OUTCOME_COLORS[outcome]}
          variant={outcome === 'unchanged' ? 'outlined' : 'filled'}
          label={translate(`transfer.import.counts.${outcome}`, { smart_count: report.counts[outcome] })}
        />
      ))}
    </Stack>
  );
}

/**
 * An import's rows with their outcome and reasons, a page at a time: all of them, the refused and changed ones first
 * (byWhatNeedsReading), or one outcome when asked (the refused rows alone at first when there are some). A changed
 * row shows each value before and after, a translation set language by language, as the history does (EntryChanges).
 */
export function ImportReportTable({
  report,
  model,
  view,
}: {
  report: ImportReport;
  model: ResourceModel;
  view: ViewSpec;
}) {
  const translate = useTranslate();
  const [shown, setShown] = useState<RowOutcome | 'all'>(report.counts.refused > 0 ? 'refused' : 'all');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const filterLabel = useId();
  const rows = useMemo(
    () => (shown === 'all' ? byWhatNeedsReading(report.rows) : report.rows.filter((row) => row.outcome === shown)),
    [report, shown],
  );
  const visible = rows.slice(page * size, (page + 1) * size);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={filterLabel} variant="body2" color="text.secondary">
          {translate('transfer.import.show')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shown}
          aria-labelledby={filterLabel}
          onChange={(_, value: RowOutcome | 'all' | null) => {
            if (value === null) return;
            setShown(value);
            setPage(0);
          }}
        >
          <ToggleButton value="all">{translate('transfer.import.all')}</ToggleButton>
          {OUTCOMES.filter((outcome) => report.counts[outcome] > 0).map((outcome) => (
            <ToggleButton key={outcome} value={outcome}>
              {translate(`transfer.import.outcomes.${outcome}`)} ({report.counts[outcome]})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 420 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 72 }}>{translate('transfer.import.columns.line')}</TableCell>
              <TableCell>{translate('transfer.import.columns.record')}</TableCell>
              <TableCell sx={{ width: 140 }}>{translate('transfer.import.columns.outcome')}</TableCell>
              <TableCell>{translate('transfer.import.columns.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => (
              <TableRow key={row.line} hover>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.line}</TableCell>
                <RecordCell row={row} />
                <TableCell>
                  <Chip
                    size="small"
                    color={OUTCOME_COLORS[row.outcome]}
                    variant={row.outcome === 'unchanged' ? 'outlined' : 'filled'}
                    label={translate(`transfer.import.outcomes.${row.outcome}`)}
                  />
                </TableCell>
                <DetailsCell row={row} model={model} view={view} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={PAGE_SIZES}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setSize(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </Stack>
  );
}
