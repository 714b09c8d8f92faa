import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useGetManyAggregate, useLocaleState, useTranslate } from 'react-admin';
import type { FieldChange } from '../../../lib/history';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { recordTextFor } from '../recordNames';
import { ComparisonSide } from './ComparisonSide';
import { useFieldLabel } from './fieldLabels';
import { referencedIds, referencedResourceOf, shapeOf, shownChanges } from './fieldShapes';
import { changeValueText } from './readableText';
import { compareTexts } from './textDiff';

interface EntryChangesProps {
  /** The catalogue of the entry; none for accounts and sign-ins. */
  model?: ResourceModel;
  view?: ViewSpec;
  changes: readonly FieldChange[];
  /** A record's first values (its creation, an upload): one value a field, nothing to compare. */
  initial?: boolean;
}

type RowProps = { change: FieldChange } & Omit<EntryChangesProps, 'changes'>;

/** The texts of a change's values, references named by their records (read once per catalogue for all rows shown). */
function useChangeTexts({ change, model, view }: RowProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const shape = useMemo(() => shapeOf(model, change.field), [model, change.field]);
  const target = referencedResourceOf(shape, view);
  const ids = target ? [...new Set([...referencedIds(change.before), ...referencedIds(change.after)])] : [];
  // react-admin gathers the reads of one catalogue made together into one call.
  const { data: named } = useGetManyAggregate(target ?? '', { ids }, { enabled: ids.length > 0 });
  const readers = useMemo(() => {
    const nameText = target ? recordTextFor(target, locale) : undefined;
    const names = new Map((named ?? []).map((record) => [record.id, nameText?.(record)]));
    return { translate, locale, view: view?.name ?? '', nameOf: (id: number) => names.get(id) };
  }, [named, target, translate, locale, view]);
  return {
    shape,
    before: changeValueText(change.field, shape, change.before, readers),
    after: changeValueText(change.field, shape, change.after, readers),
  };
}

const cellLabel = {
  variant: 'caption',
  color: 'text.secondary',
  sx: { display: { xs: 'block', md: 'none' } },
} as const;

/** One changed field: its name, then its value before and after compared, or its first value. Nothing when both are empty. */
const ChangeRow = (props: RowProps) => {
  const translate = useTranslate();
  const label = useFieldLabel(props.view);
  const { shape, before, after } = useChangeTexts(props);
  if (before === '' && after === '') return null;
  const comparison = props.initial ? undefined : compareTexts(before, after);
  return (
    <Box role="row" sx={{ display: 'contents' }}>
      <Typography
        component="div"
        role="rowheader"
        variant="body2"
        // Stacked on a phone: the field's name reads as the caption of its values.
        sx={{ fontWeight: 500, color: { xs: 'text.secondary', md: 'text.primary' }, mt: { xs: 1, md: 0 } }}
      >
        {label(props.change, shape)}
      </Typography>
      {comparison ? (
        (['before', 'after'] as const).map((side) => (
          <Box key={side} role="cell" aria-label={translate(`history.${side}`)} sx={{ minWidth: 0 }}>
            <Typography {...cellLabel}>{translate(`history.${side}`)}</Typography>
            <ComparisonSide side={side} mode={comparison.mode} pieces={comparison[side]} />
          </Box>
        ))
      ) : (
        <Box role="cell" aria-label={translate('history.value')} sx={{ minWidth: 0, maxHeight: 240, overflow: 'auto' }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {after}
          </Typography>
        </Box>
      )}
    </Box>
  );
};

/**
 * The fields an entry changed, field by field, as a table (field, before, after; or field and value for a record's
 * first values), stacked on a narrow screen. Texts are compared word by word, long ones line by line (textDiff.ts).
 */
export const EntryChanges = ({ model, view, changes, initial = false }: EntryChangesProps) => {
  const translate = useTranslate();
  const shown = shownChanges(model, changes);
  if (shown.length === 0) return null;
  const header = { variant: 'caption', color: 'text.secondary', role: 'columnheader' } as const;
  const columns = initial ? ['field', 'value'] : ['field', 'before', 'after'];
  return (
    <Box
      role="table"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          md: initial ? 'minmax(140px, 1fr) minmax(0, 4fr)' : 'minmax(140px, 1fr) minmax(0, 2fr) minmax(0, 2fr)',
        },
        columnGap: 2,
        rowGap: { xs: 0.25, md: 1 },
        alignItems: 'start',
        mt: 1,
      }}
    >
      <Box role="row" sx={{ display: { xs: 'none', md: 'contents' } }}>
        {columns.map((column) => (
          <Typography key={column} {...header}>
            {translate(`history.${column}`)}
          </Typography>
        ))}
      </Box>
      {shown.map((change) => (
        <ChangeRow
          key={`${change.field}.${change.language ?? ''}`}
          change={change}
          model={model}
          view={view}
          initial={initial}
        />
      ))}
    </Box>
  );
};
