import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Alert, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEMO_ADMIN, resetDemo } from './demoMode';

/**
 * « Mode démonstration »: shown in the app bar and on the sign-in pages in demo mode, with a reset of
 * the data; `withHint` also writes out the demo sign-in.
 */
export function DemoBadge({ withHint = false }: { withHint?: boolean }) {
  const translate = useTranslate();
  const hint = translate('app.demo.hint', { login: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  return (
    <Stack sx={{ gap: 1 }} data-testid="demo-badge">
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Tooltip title={hint} describeChild>
          <Chip label={translate('app.demo.badge')} color="warning" size="small" sx={{ fontWeight: 600 }} />
        </Tooltip>
        <Tooltip title={translate('app.demo.reset')}>
          <IconButton size="small" color="inherit" aria-label={translate('app.demo.reset')} onClick={resetDemo}>
            <RestartAltIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {withHint && (
        <Alert severity="info" sx={{ py: 0 }}>
          {hint}
        </Alert>
      )}
    </Stack>
  );
}
