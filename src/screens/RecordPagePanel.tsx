import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';

interface RecordPagePanelProps {
  /** The details' element id (`<id>-heading`: its summary's). */
  id: string;
  icon: ReactNode;
  title: string;
  /** Beside the title (a count). */
  badge?: ReactNode;
  /** The page's last panel: on a phone the form's toolbar stays fixed at the bottom of the screen, it ends above it. */
  last?: boolean;
  children: ReactNode;
}

/**
 * A folded section under a record page's content (« Utilisé par », « Historique »): its heading opens it, and its
 * content is drawn only while it is open.
 */
export function RecordPagePanel({ id, icon, title, badge, last = false, children }: RecordPagePanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      disableGutters
      elevation={0}
      square
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        '&::before': { display: 'none' },
        mb: last ? { xs: 8, sm: 0 } : undefined,
      }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={id} id={`${id}-heading`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icon}
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {badge}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={id}>{children}</AccordionDetails>
    </Accordion>
  );
}
