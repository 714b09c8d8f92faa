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

const oneOf = <V extends string>(values: readonly V[], value: unknown, fallback: V): V =>
  values.includes(value as V) ? (value as V) : fallback;

const ToothButton = ({ tooth, deciduous, selected, onToggle, line, column }: ToothButtonProps) => (
  <ToggleButton
    value={tooth}
    selected={selected}
    onChange={() => onToggle(tooth)}
    size="small"
    sx={{
      gridRow: line,
      gridColumn: column,
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
  line: number;
  column: number;
}

/** One chart row on a 17-column grid: eight places per side around the midline, deciduous teeth nearest it. */
const ChartRowButtons = ({ row, line, isSelected, onToggle }: ChartRowProps) => {
  const offset = PERMANENT_PER_SIDE - row.patientRight.length;
  const button = (tooth: Tooth, column: number) => (
    <ToothButton
      key={tooth}
      tooth={tooth}
      deciduous={row.deciduous}
      selected={isSelected(tooth)}
      onToggle={onToggle}
      line={line}
      column={column}
    />
  );
  return (
    <>
      {row.patientRight.map((tooth, index) => button(tooth, offset + index + 1))}
      {row.patientLeft.map((tooth, index) => button(tooth, PERMANENT_PER_SIDE + 2 + index))}
    </>
  );
};

interface ChartRowProps {
  row: ChartRow;
  line: number;
  isSelected: (tooth: Tooth) => boolean;
  onToggle: (tooth: Tooth) => void;
}

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
          gridTemplateColumns: `repeat(${PERMANENT_PER_SIDE}, minmax(34px, 1fr)) 12px repeat(${PERMANENT_PER_SIDE}, minmax(34px, 1fr))`,
          gridTemplateRows: `repeat(${jawRows.length}, auto)`,
          alignItems: 'center',
          columnGap: 0.5,
          rowGap: 0.75,
        }}
      >
        {jawRows.map((row, index) => (
          <ChartRowButtons
            key={row.patientRight[0]}
            row={row}
            line={index + 1}
            isSelected={isSelected}
            onToggle={onToggle}
          />
        ))}
        <Divider
          orientation="vertical"
          sx={{ gridColumn: PERMANENT_PER_SIDE + 1, gridRow: '1 / -1', justifySelf: 'center', alignSelf: 'stretch' }}
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
      <Box role="group" aria-labelledby={titleId} sx={{ overflowX: 'auto' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
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
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 1.5 }}>
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
