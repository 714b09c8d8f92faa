import { Box } from '@mui/material';

/** A matched value with its match marked (`<mark>`), as the search answered it. */
export function MarkedText({ text, start, end }: { text: string; start: number; end: number }) {
  return (
    <>
      {text.slice(0, start)}
      <Box
        component="mark"
        sx={{ bgcolor: 'rgba(255, 213, 79, 0.6)', color: 'inherit', borderRadius: 0.5, fontWeight: 600 }}
      >
        {text.slice(start, end)}
      </Box>
      {text.slice(end)}
    </>
  );
}
