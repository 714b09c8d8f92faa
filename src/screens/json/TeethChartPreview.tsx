import { Box, Button, Divider, Paper, Stack, ToggleButton, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  type ChartRow,
  chartRows,
  SELECTION_MODES,
  type SelectionMode,
  selectionIn,
  TEETH_SHOWN,
  type TeethShown,
  type Tooth,
  toggleTooth,
} from '../../../lib/teeth';

const PERMANENT_PER_SIDE = 8;
const T = 'screens.attributeOptions.teethChart';
const TOOTH_MIN_WIDTH = 34;
const COLUMN_GAP = 4;
const MIDLINE_WIDTH = 12;

/**
 * The container query (MUI's `@<width>` shorthand) from which a jaw is drawn as dentists read it, both sides on one
 * line around the midline: 16 teeth of TOOTH_MIN_WIDTH, the midline and the gaps. Narrower (a phone), each jaw shows
 * the patient's right side, then the left one, eight places a line (docs/responsive-forms.md).
 */
const BOTH_SIDES = `@${2 * PERMANENT_PER_SIDE * TOOTH_MIN_WIDTH + MIDLINE_WIDTH + 2 * PERMANENT_PER_SIDE * COLUMN_GAP}`;

/** A grid place on both layouts: `side` is the narrow one (one side after the other), `both` the wide one. */
interface Place {
  line: { side: number; both: number };
  column: { side: number; both: number };
}
const placeSx = ({ line, column }: Place) => ({
  gridRow: { '@': line.side, [BOTH_SIDES]: line.both },
  gridColumn: { '@': column.side, [BOTH_SIDES]: column.both },
});

const oneOf = <V extends string>(values: readonly V[], value: unknown, fallback: V): V =>
  values.includes(value as V) ? (value as V) : fallback;

const ToothButton = ({ tooth, deciduous, selected, onToggle, place }: ToothButtonProps) => (
  <ToggleButton
    value={tooth}
    selected={selected}
    onChange={() => onToggle(tooth)}
    size="small"
    sx={{
      ...placeSx(place),
      minWidth: 0,
      height: deciduous ? 30 : 38,
      mx: deciduous ? 0.5 : 0,
      px: 0,
      fontSize: deciduous ? '0.75rem' : '0.8125rem',
      fontVariantNumeric: 'tabular-nums',
      borderRadius: deciduous ? 3 : 1.5,
      borderStyle: deciduous ? 'dashed' : 'solid',
      color: 'text.primary',
      bgcolor: 'background.paper',
      '&.Mui-selected, &.Mui-selected:hover': {
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderColor: 'primary.main',
      },
    }}
  >
    {tooth}
  </ToggleButton>
);

interface ToothButtonProps {
  tooth: Tooth;
  deciduous: boolean;
  selected: boolean;
  onToggle: (tooth: Tooth) => void;
  place: Place;
}

/**
 * One chart row: wide, on a 17-column grid, eight places per side around the midline, deciduous teeth nearest it;
 * narrow, on eight columns, the right side's line under its caption (line 1), the left side's under its own (line
 * `rowsInJaw` + 2).
 */
const ChartRowButtons = ({ row, line, rowsInJaw, isSelected, onToggle }: ChartRowProps) => {
  const offset = PERMANENT_PER_SIDE - row.patientRight.length;
  const button = (tooth: Tooth, place: Place) => (
    <ToothButton
      key={tooth}
      tooth={tooth}
      deciduous={row.deciduous}
      selected={isSelected(tooth)}
      onToggle={onToggle}
      place={place}
    />
  );
  const rightLine = { side: line + 1, both: line };
  const leftLine = { side: rowsInJaw + line + 2, both: line };
  return (
    <>
      {row.patientRight.map((tooth, index) =>
        button(tooth, { line: rightLine, column: { side: offset + index + 1, both: offset + index + 1 } }),
      )}
      {row.patientLeft.map((tooth, index) =>
        button(tooth, { line: leftLine, column: { side: index + 1, both: PERMANENT_PER_SIDE + 2 + index } }),
      )}
    </>
  );
};

interface ChartRowProps {
  row: ChartRow;
  line: number;
  rowsInJaw: number;
  isSelected: (tooth: Tooth) => boolean;
  onToggle: (tooth: Tooth) => void;
}

/** The side captions above the chart, shown where both sides stand on one line. */
const SIDES_ABOVE = { display: { '@': 'none', [BOTH_SIDES]: 'flex' } };
/** A side's caption inside a jaw, shown where the sides stand one after the other. */
const SIDE_IN_JAW = { display: { '@': 'block', [BOTH_SIDES]: 'none' }, gridColumn: '1 / -1' };

/**
 * The select-teeth answer as the practitioner gets it (FDI chart, lib/teeth.ts), for the attribute options at
 * `source`: its teeth shown and selection mode are read live from the form. The selection made here is a trial,
 * kept in this component only and never saved.
 */
export const TeethChartPreview = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const titleId = useId();
  const shown = oneOf<TeethShown>(TEETH_SHOWN, useWatch({ name: `${source}.teethShown` }), 'all');
  const mode = oneOf<SelectionMode>(SELECTION_MODES, useWatch({ name: `${source}.selectionMode` }), 'unitary');
  const [trial, setTrial] = useState<Tooth[]>([]);
  const selection = selectionIn(trial, mode, shown);
  const rows = chartRows(shown);
  const isSelected = (tooth: Tooth) => selection.includes(tooth);
  const onToggle = (tooth: Tooth) => setTrial(toggleTooth(selection, tooth, mode, shown));
  const jaw = (which: ChartRow['jaw']) => {
    const jawRows = rows.filter((row) => row.jaw === which);
    return (
      <Box
        role="group"
        aria-label={translate(`${T}.${which}Jaw`)}
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            '@': `repeat(${PERMANENT_PER_SIDE}, minmax(0, 1fr))`,
            [BOTH_SIDES]: `repeat(${PERMANENT_PER_SIDE}, minmax(0, 1fr)) ${MIDLINE_WIDTH}px repeat(${PERMANENT_PER_SIDE}, minmax(0, 1fr))`,
          },
          alignItems: 'center',
          columnGap: `${COLUMN_GAP}px`,
          rowGap: 0.75,
        }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ ...SIDE_IN_JAW, gridRow: 1 }}>
          {translate(`${T}.patientRight`)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ ...SIDE_IN_JAW, gridRow: jawRows.length + 2 }}>
          {translate(`${T}.patientLeft`)}
        </Typography>
        {jawRows.map((row, index) => (
          <ChartRowButtons
            key={row.patientRight[0]}
            row={row}
            line={index + 1}
            rowsInJaw={jawRows.length}
            isSelected={isSelected}
            onToggle={onToggle}
          />
        ))}
        <Divider
          orientation="vertical"
          sx={{
            display: { '@': 'none', [BOTH_SIDES]: 'block' },
            gridColumn: PERMANENT_PER_SIDE + 1,
            gridRow: '1 / -1',
            justifySelf: 'center',
            alignSelf: 'stretch',
          }}
        />
      </Box>
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 1, maxWidth: 760 }}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(`${T}.clickSelects.${mode}`)} {translate(`${T}.trialOnly`)}
      </Typography>
      {/* The chart's own width chooses its layout (BOTH_SIDES), and its content can never widen the page. */}
      <Box role="group" aria-labelledby={titleId} sx={{ containerType: 'inline-size' }}>
        <Stack direction="row" sx={{ ...SIDES_ABOVE, justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {translate(`${T}.patientRight`)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(`${T}.patientLeft`)}
          </Typography>
        </Stack>
        {jaw('upper')}
        <Divider sx={{ my: 1 }} />
        {jaw('lower')}
      </Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, mt: 1.5 }}
      >
        <Typography variant="body2" role="status" aria-live="polite">
          {selection.length > 0
            ? translate(`${T}.selection`, { teeth: selection.join(', ') })
            : translate(`${T}.noSelection`)}
        </Typography>
        <Button size="small" onClick={() => setTrial([])} disabled={selection.length === 0}>
          {translate(`${T}.clear`)}
        </Button>
      </Stack>
    </Paper>
  );
};
