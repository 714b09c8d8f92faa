import { Box, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { DiffLine, DiffPiece } from './textDiff';

interface ComparisonSideProps {
  side: 'before' | 'after';
  mode: 'inline' | 'lines';
  pieces: DiffPiece[] | DiffLine[];
}

/** Removed text reads struck out on red, added text on green: MUI's error and success colours, in either theme. */
const changedStyle = (side: 'before' | 'after') => (theme: Theme) => ({
  bgcolor: alpha(side === 'before' ? theme.palette.error.main : theme.palette.success.main, 0.14),
  color: 'text.primary',
  borderRadius: 0.5,
});

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {translate('history.emptyValue')}
    </Typography>
  );
};

/** A piece of a one-line value: highlighted when changed on this side. */
const InlinePiece = ({ piece, side }: { piece: DiffPiece; side: 'before' | 'after' }) =>
  piece.changed ? (
    <Box
      component={side === 'before' ? 'del' : 'ins'}
      sx={[changedStyle(side), { textDecoration: side === 'before' ? 'line-through' : 'none', px: 0.25 }]}
    >
      {piece.text}
    </Box>
  ) : (
    <span>{piece.text}</span>
  );

/** A line of a long value, highlighted when changed on this side; or the count of unchanged lines folded there. */
const LinePiece = ({ line, side }: { line: DiffLine; side: 'before' | 'after' }) => {
  const translate = useTranslate();
  if ('skipped' in line)
    return (
      <Box sx={{ color: 'text.secondary', fontStyle: 'italic', py: 0.25 }}>
        {translate('history.unchangedLines', { smart_count: line.skipped })}
      </Box>
    );
  return (
    <Box
      component={line.changed ? (side === 'before' ? 'del' : 'ins') : 'div'}
      sx={[
        { display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textDecoration: 'none', px: 0.5 },
        line.changed ? changedStyle(side) : {},
      ]}
    >
      {line.text || '\u00a0'}
    </Box>
  );
};

/**
 * One side of a field's comparison (the value before, or after): its changed words or lines highlighted
 * (`<del>` before, `<ins>` after, so that they read as removed and added), unchanged runs of long texts folded.
 */
export const ComparisonSide = ({ side, mode, pieces }: ComparisonSideProps) => {
  if (pieces.every((piece) => 'text' in piece && piece.text === '')) return <Empty />;
  if (mode === 'inline')
    return (
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {(pieces as DiffPiece[]).map((piece, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a comparison have no identity but their place
          <InlinePiece key={at} piece={piece} side={side} />
        ))}
      </Typography>
    );
  return (
    <Box sx={{ typography: 'body2' }}>
      {(pieces as DiffLine[]).map((line, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a comparison have no identity but their place
        <LinePiece key={at} line={line} side={side} />
      ))}
    </Box>
  );
};
