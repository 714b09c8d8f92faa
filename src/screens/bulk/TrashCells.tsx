import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useState } from 'react';
import {
  Button,
  DateField,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUnselect,
} from 'react-admin';
import { TRASH_FILTER } from '../../../lib/bulk';
import type { AppDataProvider } from '../../providers/dataProvider';
import { filterSwitch } from '../list/filterSwitch';
import { useRecordText } from '../recordText';
import { useFailureToast } from '../useFailureToast';

/**
 * « Corbeille »: a switch of the listing's filter bar showing the catalogue's deleted records instead of the active
 * ones; kept in the address like every filter (docs/listing-addresses.md). A filter element of react-admin's filter
 * form, hence a function, built as « Traduction manquante » is (src/screens/translation/missingTranslationFilter.tsx).
 */
export const trashFilter = (label: string, hint: string) => filterSwitch(TRASH_FILTER, label, hint);

/**
 * When a record of the trash was deleted (the API answers `deletedAt` with each), written in the interface's language
 * as the history's dates are, not the browser's.
 */
const DeletedAtField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const [locale] = useLocaleState();
  return <DateField source={source} showTime locales={locale} />;
};

/** « Supprimé le »: a column of the trash's listing. */
export const deletedAtColumn = () => (
  <DeletedAtField key="deletedAt" source="deletedAt" label="bulk.deletedAt" sortable={false} />
);

/** A trash row's « Restaurer »: puts the record back, or says why it cannot be (its key taken since…). */
export const RestoreRowButton = (_props: { label?: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselect = useUnselect(resource);
  const showFailure = useFailureToast();
  const recordText = useRecordText(resource);
  const [running, setRunning] = useState(false);
  if (!record) return null;
  const restore = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setRunning(true);
    try {
      await dataProvider.restore(resource, record.id);
      unselect([record.id]);
      refresh();
      notify('bulk.toasts.restored', {
        type: 'success',
        messageArgs: { name: translate(`resources.${resource}.one`) },
      });
    } catch (error) {
      showFailure(error);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      label="bulk.restore.button"
      aria-label={translate('bulk.restore.row', { name: recordText(record) })}
      onClick={restore}
      disabled={running}
      size="small"
    >
      <RestoreIcon />
    </Button>
  );
};
