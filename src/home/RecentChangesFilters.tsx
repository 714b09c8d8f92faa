import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { ACCOUNTS_CATALOGUE, HISTORY_ACTIONS, type HistoryAction } from '../../lib/history';
import { allModels } from '../modelRegistry';
import type { AppDataProvider } from '../providers/dataProvider';
import { HISTORY_QUERY_KEY } from '../screens/history/historyQueries';
import { isPeriodInverted, type RecentChangesChoice } from './recentChangesFilter';

interface RecentChangesFiltersProps {
  choice: RecentChangesChoice;
  onChange: (choice: RecentChangesChoice) => void;
}

/** How many recent sign-ins name the administrators offered (the API lists no accounts: docs/history.md). */
const SIGN_INS_READ = 200;

/**
 * The accounts offered by the « Administrateur » filter: the one signed in, those who signed in lately (read when the
 * list is opened), and the one chosen.
 */
function useActors(open: boolean, chosen: RecentChangesChoice['actor']) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useGetIdentity();
  const { data } = useQuery({
    queryKey: [HISTORY_QUERY_KEY, 'actors'],
    queryFn: ({ signal }) =>
      dataProvider.getActivity({ filter: { action: 'sign-in' }, page: 1, perPage: SIGN_INS_READ, signal }),
    enabled: open,
  });
  const actors = new Map<number, string>();
  if (identity?.id !== undefined && identity.fullName) actors.set(Number(identity.id), identity.fullName);
  if (chosen) actors.set(chosen.id, chosen.email);
  for (const entry of data?.data ?? [])
    if (entry.actorId && entry.actorEmail) actors.set(entry.actorId, entry.actorEmail);
  return [...actors].map(([id, email]) => ({ id, email })).sort((a, b) => a.email.localeCompare(b.email));
}

/** « Dernières modifications »'s filters: the administrator, the catalogue, the action and the period. */
export const RecentChangesFilters = ({ choice, onChange }: RecentChangesFiltersProps) => {
  const translate = useTranslate();
  const [actorsOpen, setActorsOpen] = useState(false);
  const actors = useActors(actorsOpen, choice.actor);
  const catalogues = [
    ...allModels.map((model) => ({ value: model.name, label: translate(`resources.${model.name}.name`) })),
    { value: ACCOUNTS_CATALOGUE, label: translate('history.feed.accounts') },
  ].sort((a, b) => a.label.localeCompare(b.label));
  const set = (change: Partial<RecentChangesChoice>) => onChange({ ...choice, ...change });
  const inverted = isPeriodInverted(choice);
  const field = { size: 'small', sx: { minWidth: 180, flex: '1 1 180px' } } as const;
  const day = { size: 'small', sx: { flex: '0 1 170px' } } as const;
  const anyChosen = Object.values(choice).some((value) => value !== undefined);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <TextField
        {...field}
        select
        label={translate('history.feed.actor')}
        value={choice.actor ? String(choice.actor.id) : ''}
        onChange={(event) => {
          const id = Number(event.target.value);
          const actor = actors.find((candidate) => candidate.id === id);
          set({ actor: actor ?? undefined });
        }}
        slotProps={{ select: { onOpen: () => setActorsOpen(true) } }}
      >
        <MenuItem value="">{translate('history.feed.any')}</MenuItem>
        {actors.map((actor) => (
          <MenuItem key={actor.id} value={String(actor.id)}>
            {actor.email}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        label={translate('history.feed.catalogue')}
        value={choice.catalogue ?? ''}
        onChange={(event) => set({ catalogue: event.target.value || undefined })}
      >
        <MenuItem value="">{translate('history.feed.any')}</MenuItem>
        {catalogues.map((catalogue) => (
          <MenuItem key={catalogue.value} value={catalogue.value}>
            {catalogue.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        label={translate('history.feed.action')}
        value={choice.action ?? ''}
        onChange={(event) => set({ action: (event.target.value || undefined) as HistoryAction | undefined })}
      >
        <MenuItem value="">{translate('history.feed.anyAction')}</MenuItem>
        {HISTORY_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {translate(`history.actions.${action}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...day}
        type="date"
        label={translate('history.feed.fromDate')}
        value={choice.from ?? ''}
        onChange={(event) => set({ from: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...day}
        type="date"
        label={translate('history.feed.toDate')}
        value={choice.to ?? ''}
        onChange={(event) => set({ to: event.target.value || undefined })}
        error={inverted}
        helperText={inverted ? translate('history.feed.periodInvalid') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {anyChosen && (
        <Button startIcon={<FilterAltOffIcon />} onClick={() => onChange({})} sx={{ mt: 0.5 }}>
          {translate('history.feed.clear')}
        </Button>
      )}
    </Stack>
  );
};
