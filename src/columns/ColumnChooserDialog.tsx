import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useId } from 'react';
import { useTranslate, useTranslateLabel } from 'react-admin';
import { shownColumnIds } from './columnChoice';
import { useListingColumns } from './ListingColumns';

/**
 * The column chooser: every column of the listing, those shown first in their order (ticked, with « Monter » and
 * « Descendre »), then the hidden ones. Each change is drawn at once and kept for the administrator.
 */
export const ColumnChooserDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const columns = useListingColumns();
  const titleId = useId();
  if (!columns) return null;
  const { available, chosen, choose, listing } = columns;
  const ids = available.map((column) => column.id);
  const shown = shownColumnIds(ids, chosen);
  const hidden = ids.filter((id) => !shown.includes(id));
  const nameOf = (id: string) => {
    const column = available.find((candidate) => candidate.id === id);
    return translateLabel({ label: column?.label, source: column?.source ?? id, resource: listing }) as string;
  };
  const move = (at: number, by: number) => {
    const order = [...shown];
    [order[at], order[at + by]] = [order[at + by], order[at]];
    void choose(order);
  };
  const toggle = (id: string) => {
    if (shown.includes(id)) {
      if (shown.length > 1) void choose(shown.filter((other) => other !== id));
    } else void choose([...shown, id]);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('columns.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('columns.intro')}</DialogContentText>
        <List dense>
          {[...shown, ...hidden].map((id, at) => {
            const name = nameOf(id);
            const isShown = at < shown.length;
            const last = isShown && shown.length === 1;
            return (
              <ListItem
                key={id}
                disableGutters
                secondaryAction={
                  isShown && (
                    <>
                      <IconButton
                        aria-label={translate('columns.moveUp', { name })}
                        disabled={at === 0}
                        onClick={() => move(at, -1)}
                        size="small"
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={translate('columns.moveDown', { name })}
                        disabled={at === shown.length - 1}
                        onClick={() => move(at, 1)}
                        size="small"
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </>
                  )
                }
              >
                <FormControlLabel
                  control={<Checkbox checked={isShown} disabled={last} onChange={() => toggle(id)} />}
                  label={name}
                  title={last ? translate('columns.lastOne') : undefined}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void choose(null)} disabled={chosen === null}>
          {translate('columns.reset')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {translate('columns.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
