import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { useTranslate } from 'react-admin';
import { SHORTCUT_GROUPS, SHORTCUTS, type Shortcut } from './shortcutList';

const KEY_STYLE = {
  display: 'inline-block',
  minWidth: '1.6em',
  px: 0.75,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'monospace',
  textAlign: 'center',
  bgcolor: 'action.hover',
} as const;

const onMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** A shortcut's keys: each step's keys pressed together, steps joined by « puis ». */
const Keys = ({ shortcut }: { shortcut: Shortcut }) => {
  const translate = useTranslate();
  const name = (key: string) =>
    key === 'mod' && onMac() ? '⌘' : key === 'mod' || key === 'Esc' ? translate(`shortcuts.keyNames.${key}`) : key;
  return (
    <>
      {shortcut.keys.map((step, at) => (
        <Fragment key={step.join('+')}>
          {at > 0 && ` ${translate('shortcuts.followedBy')} `}
          {step.map((key, index) => (
            <Fragment key={key}>
              {index > 0 && ' + '}
              <Typography component="kbd" variant="body2" sx={KEY_STYLE}>
                {name(key)}
              </Typography>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
};

/** « ? »: every shortcut of the console (shortcutList.ts), grouped, translated. */
export const ShortcutsDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const actionOf = (shortcut: Shortcut) =>
    translate(shortcut.action, {
      ...Object.fromEntries(Object.entries(shortcut.actionArgs ?? {}).map(([key, value]) => [key, translate(value)])),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('shortcuts.intro')}</DialogContentText>
        {SHORTCUT_GROUPS.map((group) => (
          <Table key={group} size="small" aria-label={translate(`shortcuts.groups.${group}`)} sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" colSpan={2}>
                  <Typography variant="subtitle2" component="span">
                    {translate(`shortcuts.groups.${group}`)}
                  </Typography>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {SHORTCUTS.filter((shortcut) => shortcut.group === group).map((shortcut) => (
                <TableRow key={shortcut.keys.flat().join(' ')}>
                  <TableCell sx={{ width: '40%', whiteSpace: 'nowrap' }}>
                    <Keys shortcut={shortcut} />
                  </TableCell>
                  <TableCell>{actionOf(shortcut)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
