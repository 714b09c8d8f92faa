import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../lib/model';
import type { SavedView } from '../../lib/savedViews';
import { shownColumnIds } from '../columns/columnChoice';
import { useListingColumns } from '../columns/ListingColumns';
import type { AppDataProvider } from '../providers/dataProvider';
import { viewLink, viewPath } from './viewAddress';
import { nameProblem, type ViewError, viewErrorOf } from './viewErrors';

export const savedViewsKey = (listing: string) => ['savedViews', listing];

/** A name field with its refusal shown below it, translated. */
const NameField = ({
  label,
  value,
  onChange,
  problem,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: ViewError;
  autoFocus?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!problem}
      helperText={problem ? translate(problem.message, problem.args) : undefined}
      size="small"
      fullWidth
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
};

/**
 * The saved views of a listing (docs/saved-views.md): the current filters, sort and columns saved under a name, and the
 * administrator's views, each opened, its link copied, renamed or deleted.
 */
export const SavedViewsDialog = ({ view, onClose }: { model: ResourceModel; view: ViewSpec; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { filterValues, sort } = useListContext();
  const columns = useListingColumns();
  const titleId = useId();
  const listing = view.name;
  const { data: views, error } = useQuery({
    queryKey: savedViewsKey(listing),
    queryFn: ({ signal }) => dataProvider.getSavedViews(listing, signal),
    retry: false,
  });
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<ViewError>();
  const [renaming, setRenaming] = useState<{ id: number; name: string; problem?: ViewError }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewsKey(listing) });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const refused = nameProblem(name);
    if (refused) return setProblem(refused);
    try {
      const shown = columns
        ? shownColumnIds(
            columns.available.map((column) => column.id),
            columns.chosen,
          )
        : [];
      const saved = await dataProvider.createSavedView(listing, {
        name,
        filter: filterValues,
        sort,
        columns: shown.length > 0 ? shown : null,
      });
      setName('');
      setProblem(undefined);
      notify('savedViews.saved', { type: 'success', messageArgs: { name: saved.name } });
      await refresh();
    } catch (failure) {
      setProblem(viewErrorOf(failure));
    }
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const refused = nameProblem(renaming.name);
    if (refused) return setRenaming({ ...renaming, problem: refused });
    try {
      const renamed = await dataProvider.updateSavedView(renaming.id, { name: renaming.name });
      setRenaming(undefined);
      notify('savedViews.renamed', { type: 'success', messageArgs: { name: renamed.name } });
      await refresh();
    } catch (failure) {
      setRenaming({ ...renaming, problem: viewErrorOf(failure) });
    }
  };
  const remove = async (saved: SavedView) => {
    try {
      await dataProvider.deleteSavedView(saved.id);
      notify('savedViews.deleted', { type: 'info', messageArgs: { name: saved.name } });
    } catch (failure) {
      notify(viewErrorOf(failure).message, { type: 'error' });
    }
    await refresh();
  };
  const copyLink = async (saved: SavedView) => {
    const link = viewLink(listing, saved.id);
    try {
      await navigator.clipboard.writeText(link);
      notify('savedViews.linkCopied', { type: 'info' });
    } catch {
      notify('savedViews.linkNotCopied', { type: 'warning', messageArgs: { link } });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('savedViews.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('savedViews.intro')}</DialogContentText>
        <Stack component="form" direction="row" spacing={1} alignItems="flex-start" onSubmit={save} sx={{ my: 2 }}>
          <NameField
            label={translate('savedViews.saveLabel')}
            value={name}
            onChange={(value) => setName(value)}
            problem={problem}
            autoFocus
          />
          <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
            {translate('savedViews.save')}
          </Button>
        </Stack>
        {error ? <Alert severity="error">{translate('savedViews.loadFailed')}</Alert> : null}
        {views?.length === 0 && <DialogContentText>{translate('savedViews.none')}</DialogContentText>}
        <List dense aria-label={translate('savedViews.title')}>
          {views?.map((saved) =>
            renaming?.id === saved.id ? (
              <ListItem key={saved.id} disableGutters>
                <Stack component="form" direction="row" spacing={1} onSubmit={rename} sx={{ width: '100%' }}>
                  <NameField
                    label={translate('savedViews.renameLabel', { name: saved.name })}
                    value={renaming.name}
                    onChange={(value) => setRenaming({ ...renaming, name: value })}
                    problem={renaming.problem}
                    autoFocus
                  />
                  <Button type="submit" variant="contained">
                    {translate('savedViews.confirmRename')}
                  </Button>
                  <Button onClick={() => setRenaming(undefined)}>{translate('savedViews.cancelRename')}</Button>
                </Stack>
              </ListItem>
            ) : (
              <ListItem
                key={saved.id}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={translate('savedViews.copyLink', { name: saved.name })}
                      onClick={() => void copyLink(saved)}
                    >
                      <LinkIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('savedViews.rename', { name: saved.name })}
                      onClick={() => setRenaming({ id: saved.id, name: saved.name })}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('savedViews.delete', { name: saved.name })}
                      onClick={() => void remove(saved)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </>
                }
              >
                <Link
                  to={viewPath(listing, saved.id)}
                  onClick={onClose}
                  aria-label={translate('savedViews.open', { name: saved.name })}
                  sx={{ pr: 18, overflowWrap: 'anywhere' }}
                >
                  {saved.name}
                </Link>
              </ListItem>
            ),
          )}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} startIcon={<CloseIcon />}>
          {translate('savedViews.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
