import { Chip, Typography } from '@mui/material';
import { Link, useGetManyAggregate, useLocaleState, useTranslate } from 'react-admin';
import { viewShowing } from '../../lib/catalogueFacts';
import { nameText } from '../../lib/cellTexts';
import { ACCOUNTS_CATALOGUE, type HistoryEntry } from '../../lib/history';
import { allViewsOf, modelNamed } from '../modelRegistry';
import { customViewsOf } from '../routing/catalogueScreens';
import { useFieldLabel } from '../screens/history/fieldLabels';
import { shapeOf, shownChanges } from '../screens/history/fieldShapes';
import { HistoryEntryItem } from '../screens/history/HistoryEntryItem';

/** The entry's record by name, in the reader's language: a translation set, or a text (a login, an e-mail). */
const labelText = (label: unknown, locale: string) => nameText({ label }, 'label', locale);

/**
 * The record a catalogue entry is about: its catalogue and name, linked to its modify page (the view listing it, read
 * once per catalogue for the page of entries shown); no link once it is deleted, or where it has no such page.
 */
const RecordSubject = ({ entry }: { entry: HistoryEntry }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const model = entry.catalogue ? modelNamed(entry.catalogue) : undefined;
  const custom = model ? customViewsOf(model.name) : {};
  const hasPage = !!model && custom.edit !== null && (model.verbs.includes('update') || !!custom.edit);
  const { data, isPending } = useGetManyAggregate(
    model ? allViewsOf(model.name) : '',
    { ids: entry.recordId === null ? [] : [entry.recordId] },
    { enabled: hasPage && entry.recordId !== null },
  );
  if (!model || entry.recordId === null) return null;
  const name = labelText(entry.label, locale) || translate('history.recordNumber', { id: entry.recordId });
  const text = `${translate(`resources.${model.name}.one`)} · ${name}`;
  const record = data?.find((candidate) => candidate.id === entry.recordId);
  if (!hasPage || isPending || !record)
    return (
      <Typography variant="body2" component="span">
        {text}
        {hasPage && !isPending && !record && (
          <Typography variant="body2" component="span" color="text.secondary">
            {` (${translate('history.feed.deleted')})`}
          </Typography>
        )}
      </Typography>
    );
  const view = viewShowing(model, record);
  return (
    <Link
      to={`/${view.name}/${entry.recordId}`}
      variant="body2"
      aria-label={translate('history.feed.open', { name: text })}
    >
      {text}
    </Link>
  );
};

/**
 * A chip whose text wraps, anywhere if it must, instead of holding one line: a login tried is one long word
 * (`intrus-1764312345678@example.com`), which on one line made /home wider than a 390-px phone.
 */
const WRAPPING_CHIP = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
} as const;

/** What an entry about an account or a sign-in names: the account acted on, or the login tried. */
const AccountSubject = ({ entry }: { entry: HistoryEntry }) => {
  const translate = useTranslate();
  const label = typeof entry.label === 'string' ? entry.label : '';
  if (entry.action === 'sign-in-failed' || entry.action === 'sign-in-throttled')
    return (
      <Chip
        size="small"
        variant="outlined"
        color="error"
        label={translate('history.feed.loginTried', { login: label })}
        sx={WRAPPING_CHIP}
      />
    );
  if (!label || label === entry.actorEmail) return null;
  return (
    <Typography variant="body2" component="span">
      {`${translate('history.feed.account')} · ${label}`}
    </Typography>
  );
};

/** The names of the fields an entry changed, as their forms show them. */
const ChangedFields = ({ entry }: { entry: HistoryEntry }) => {
  const translate = useTranslate();
  const model = entry.catalogue ? modelNamed(entry.catalogue) : undefined;
  const fieldLabel = useFieldLabel(model ? { name: model.name, filter: {} } : undefined);
  if (!model || entry.action === 'create' || entry.action === 'upload') return null;
  const names = [
    ...new Set(shownChanges(model, entry.changes).map((change) => fieldLabel(change, shapeOf(model, change.field)))),
  ];
  if (names.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {translate('history.feed.changedFields', { fields: names.join(', ') })}
    </Typography>
  );
};

/** One entry of /home's « Dernières modifications »: what happened, to which record (linked), by whom, when. */
export const RecentChangeItem = ({ entry }: { entry: HistoryEntry }) => {
  const aboutAccounts = entry.catalogue === null || entry.catalogue === ACCOUNTS_CATALOGUE;
  return (
    <HistoryEntryItem
      entry={entry}
      subject={aboutAccounts ? <AccountSubject entry={entry} /> : <RecordSubject entry={entry} />}
    >
      {!aboutAccounts && <ChangedFields entry={entry} />}
    </HistoryEntryItem>
  );
};
