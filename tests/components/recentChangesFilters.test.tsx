import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../lib/history';
import { tr } from '../../lib/seed';
import { RecentChangesPanel } from '../../src/home/RecentChangesPanel';
import type { ActivityFilter } from '../../src/providers/historyCalls';
import { renderInAdmin } from './adminTestContext';

const entry = (id: number, change: Partial<HistoryEntry>): HistoryEntry => ({
  id,
  at: '2026-03-05T10:00:00.000Z',
  actorId: 1,
  actorEmail: 'admin@example.com',
  action: 'update',
  catalogue: null,
  recordId: null,
  label: null,
  address: null,
  changes: [],
  ...change,
});
const attributeChange = entry(2, { catalogue: 'attributes', recordId: 7, label: tr('Mobilité', 'Mobility') });
const signIn = entry(1, { action: 'sign-in', catalogue: 'users', recordId: 1, label: 'admin@example.com' });

/** The feed as the API answers it: filtered by catalogue. */
function renderFeed(language: 'fr' | 'en') {
  const getActivity = vi.fn(async ({ filter }: { filter: ActivityFilter }) => ({
    data: [attributeChange, signIn].filter((one) => !filter.catalogue || one.catalogue === filter.catalogue),
    hasNextPage: false,
  }));
  const getMany = vi.fn(async () => ({ data: [] }));
  renderInAdmin(<RecentChangesPanel />, { resource: 'attributes', dataProvider: { getActivity, getMany }, language });
  return getActivity;
}

const texts = {
  fr: { feed: 'Dernières modifications', attributes: 'Attributs', signIn: 'Connexion' },
  en: { feed: 'Recent changes', attributes: 'Attributes', signIn: 'Signed in' },
};

describe('« Dernières modifications »', () => {
  it.each(['fr', 'en'] as const)(
    'in %s: lists one catalogue’s entries, and nothing while the period ends before it starts',
    async (language) => {
      const getActivity = renderFeed(language);
      const t = texts[language];
      const feed = () => screen.getByRole('list', { name: t.feed });
      await waitFor(() => expect(within(feed()).getAllByRole('listitem')).toHaveLength(2));

      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Catalogue/ }));
      fireEvent.click(await screen.findByRole('option', { name: t.attributes }));
      await waitFor(() => expect(within(feed()).getAllByRole('listitem')).toHaveLength(1));
      expect(within(feed()).queryByRole('listitem', { name: new RegExp(t.signIn) })).toBeNull();

      const [from, to] = screen.getAllByLabelText(/^(Du|Au|From|To)$/);
      fireEvent.change(from, { target: { value: '2026-03-10' } });
      fireEvent.change(to, { target: { value: '2026-03-01' } });
      expect(await screen.findByText(language === 'fr' ? /La date de fin/ : /The end date/)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('list', { name: t.feed })).toBeNull());
      expect(screen.queryByRole('listitem')).toBeNull();
      // Every call asked for the catalogue chosen once it was chosen, and none for the inverted period.
      const filters = getActivity.mock.calls.map(([params]) => params.filter);
      expect(filters.at(-1)).toMatchObject({ catalogue: 'attributes' });
      expect(filters.filter((filter) => filter.from && filter.to && filter.to <= filter.from)).toEqual([]);
    },
  );
});
