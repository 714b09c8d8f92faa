import HistoryIcon from '@mui/icons-material/History';
import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { type RaRecord, type TranslateFunction, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../../lib/history';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { RECORD_ETAG } from '../../providers/recordEtag';
import { RecordPagePanel } from '../RecordPagePanel';
import { useCatalogue } from '../useCatalogue';
import { EntryChanges } from './EntryChanges';
import { entryTime } from './entryTexts';
import { ENTRY_LIST, HistoryEntryItem } from './HistoryEntryItem';
import { HistoryLoadFailed, LoadMoreEntries } from './HistoryListParts';
import { useRevisions } from './historyQueries';
import { RevertButton } from './RevertButton';

/** The entries whose state a revert can put back: those that set the record's fields. */
const SETS_FIELDS = new Set(['create', 'update', 'revert']);

interface RevisionListProps {
  model: ResourceModel;
  view: ViewSpec;
  record: RaRecord;
}

/** What a revert entry put back: the date of the version, when that entry is among those read. */
function revertedToText(entry: HistoryEntry, entries: HistoryEntry[], locale: string, translate: TranslateFunction) {
  if (entry.revertedTo === undefined) return undefined;
  const target = entries.find((candidate) => candidate.id === entry.revertedTo);
  return target
    ? translate('history.revertedTo', { date: entryTime(target.at, locale) })
    : translate('history.revertedToEarlier');
}

const RevisionList = ({ model, view, record }: RevisionListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useRevisions(view.name, record.id, record[RECORD_ETAG]);
  const { entries, isPending, isError, isFetchingNextPage, isFetching } = query;
  const canRevert = model.verbs.includes('update');
  if (isError && entries.length === 0) return <HistoryLoadFailed query={query} />;
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (entries.length === 0) return <Typography color="text.secondary">{translate('history.empty')}</Typography>;
  return (
    <>
      <Box sx={{ height: 4 }}>{isFetching && !isFetchingNextPage && <LinearProgress />}</Box>
      <Box component="ol" sx={ENTRY_LIST}>
        {entries.map((entry, at) => {
          const reverted = revertedToText(entry, entries, locale, translate);
          return (
            <HistoryEntryItem
              key={entry.id}
              entry={entry}
              subject={
                reverted && (
                  <Typography variant="body2" component="span" color="text.secondary">
                    {reverted}
                  </Typography>
                )
              }
              aside={
                at === 0 ? (
                  <Chip size="small" variant="outlined" label={translate('history.current')} />
                ) : (
                  canRevert && SETS_FIELDS.has(entry.action) && <RevertButton model={model} view={view} entry={entry} />
                )
              }
            >
              {entry.action === 'delete' ? (
                <Typography variant="body2">{translate('history.deletedRecord')}</Typography>
              ) : (
                <EntryChanges
                  model={model}
                  view={view}
                  changes={entry.changes}
                  initial={entry.action === 'create' || entry.action === 'upload'}
                />
              )}
            </HistoryEntryItem>
          );
        })}
      </Box>
      <LoadMoreEntries query={query} />
    </>
  );
};

/**
 * « Historique » on every modify page (CatalogueEdit) and the read-only detail pages: who changed the record, when,
 * what changed field by field, and a way back to any version. Folded at first: its entries are read when it is
 * opened (docs/history.md, "In the console").
 */
export const RecordHistoryPanel = () => {
  const translate = useTranslate();
  const { model, view } = useCatalogue();
  const record = useRecordContext();
  if (!record) return null;
  const canRevert = model.verbs.includes('update');
  return (
    <RecordPagePanel id="record-history" icon={<HistoryIcon color="action" />} title={translate('history.title')} last>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(canRevert ? 'history.intro' : 'history.introReadOnly')}
      </Typography>
      <RevisionList model={model} view={view} record={record} />
    </RecordPagePanel>
  );
};
