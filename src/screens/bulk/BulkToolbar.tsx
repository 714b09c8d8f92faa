import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import SelectAllIcon from '@mui/icons-material/SelectAll';
import { Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  BulkActionsToolbar,
  BulkActionsToolbarClasses,
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useTranslate,
} from 'react-admin';
import { bulkFieldsOf } from '../../../lib/bulk';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CARDS_BELOW } from '../list/listingCards';
import { BulkChangeDialog } from './BulkChangeDialog';
import { useBulkAction } from './useBulkAction';

/**
 * « Sélectionner les N éléments correspondants »: every record the listing's filters and search match, on every page
 * (the ids are asked of the API: `GET …/ids`), while the selection holds fewer.
 */
function SelectAllMatchingButton() {
  const { resource, filterValues, selectedIds, onSelect } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { data: matching } = useQuery({
    queryKey: [resource, 'matchingIds', filterValues],
    queryFn: async () => (await dataProvider.matchingIds(resource, filterValues)).data,
    enabled: selectedIds.length > 0,
  });
  if (!matching) return null;
  if (matching.total <= selectedIds.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 2 } }}>
        {translate('bulk.allMatchingSelected')}
      </Typography>
    );
  return (
    <Button
      label={translate('bulk.selectAllMatching', { smart_count: matching.total })}
      onClick={() => onSelect(matching.ids)}
      sx={{ ml: 1 }}
    >
      <SelectAllIcon />
    </Button>
  );
}

/** Deletes the selection after a confirmation; refused records are reported, the others go to the trash. */
function DeleteSelectedButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, running, count, resource } = useBulkAction('delete');
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <Button
        label="bulk.delete.button"
        color="error"
        onClick={(event) => {
          opener.current = event.currentTarget;
          setAsking(true);
        }}
        disabled={running}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={running}
        title="bulk.delete.title"
        content={`${translate('bulk.delete.content', {
          smart_count: count,
          name: translate(`resources.${resource}.name`),
        })} ${translate('bulk.delete.trashNote')}`}
        confirm="bulk.delete.button"
        confirmColor="warning"
        onConfirm={async () => {
          await run((ids) => dataProvider.bulkDelete(resource, ids), opener.current);
          setAsking(false);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** Restores the selected deleted records; those whose key or e-mail was taken since are reported. */
function RestoreSelectedButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, running, resource } = useBulkAction('restore');
  return (
    <Button
      label="bulk.restore.button"
      onClick={(event) => run((ids) => dataProvider.restoreMany(resource, ids), event.currentTarget)}
      disabled={running}
    >
      <RestoreIcon />
    </Button>
  );
}

/** Sets one field (an enum, a boolean, a reference: lib/bulk.ts bulkFieldsOf) to one value on the selection. */
function ChangeFieldButton({ model, view, fields }: { model: ResourceModel; view: ViewSpec; fields: string[] }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <Button
        label="bulk.change.button"
        onClick={(event) => {
          opener.current = event.currentTarget;
          setOpen(true);
        }}
      >
        <EditIcon />
      </Button>
      {open && (
        <BulkChangeDialog
          model={model}
          view={view}
          fields={fields}
          opener={opener.current}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * react-admin's bulk actions bar, which lies over the column headers; where rows are cards (listingCards.ts
 * `CARDS_BELOW`, docs/responsive.md) it takes its own place above them instead, and wraps: the headers' line is
 * shorter than the bar's content there, and the bar would otherwise hide what is above them (the reorder hint) or run past the window's edge.
 * Folded away (nothing selected), the bar and its buttons are hidden, not only cut to no height: react-admin leaves
 * them laid out, where a Tab could reach them and they would lie over the column headers' sort buttons (axe's
 * `target-size`, docs/accessibility.md).
 */
const WrappingBulkActionsToolbar = styled(BulkActionsToolbar)(({ theme }) => ({
  [`& .${BulkActionsToolbarClasses.toolbar}.${BulkActionsToolbarClasses.collapsed}`]: { visibility: 'hidden' },
  [theme.breakpoints.down(CARDS_BELOW)]: {
    [`& .${BulkActionsToolbarClasses.toolbar}`]: {
      position: 'static',
      transform: 'none',
      height: 'auto',
      flexWrap: 'wrap',
      paddingRight: theme.spacing(1),
    },
    [`& .${BulkActionsToolbarClasses.toolbar}.${BulkActionsToolbarClasses.collapsed}`]: { minHeight: 0, height: 0 },
    [`& .${BulkActionsToolbarClasses.title}`]: { flex: '1 1 0', flexWrap: 'wrap', rowGap: 0, minWidth: 0 },
    [`& .${BulkActionsToolbarClasses.topToolbar}`]: { flex: '0 0 auto' },
  },
}));

/**
 * The actions on a listing's selection, in react-admin's bulk actions bar: over active records, change a field and
 * delete; over the trash, restore. « Sélectionner les N éléments correspondants » extends the selection to every page.
 */
export function CatalogueBulkToolbar({ model, view, trash }: { model: ResourceModel; view: ViewSpec; trash: boolean }) {
  const fields = bulkFieldsOf(model, view);
  return (
    <WrappingBulkActionsToolbar selectAllButton={<SelectAllMatchingButton />}>
      {trash ? (
        <RestoreSelectedButton />
      ) : (
        [
          fields.length > 0 && <ChangeFieldButton key="change" model={model} view={view} fields={fields} />,
          model.verbs.includes('delete') && <DeleteSelectedButton key="delete" />,
        ]
      )}
    </WrappingBulkActionsToolbar>
  );
}
