import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showsTrash } from '../../lib/bulk';
import { tr } from '../../lib/seed';
import { GenericList } from '../../src/screens';
import { mockIntersectionObserver, renderInAdmin } from './adminTestContext';

const deletedAt = '2026-03-14T09:30:00.000Z';
const photos = { id: 7, label: tr('Photo de face', 'Front photo'), keyName: 'front_photo', mediaType: 'photo' };
const page = (data: object[]) => ({ data, pageInfo: { hasNextPage: false, hasPreviousPage: false } });

/** A listing whose API answers the record active, or deleted when the trash is asked for. */
function renderListing(language: 'fr' | 'en') {
  mockIntersectionObserver();
  // The listing keeps its filters in the address: each test starts from the active records.
  window.location.hash = '';
  const getList = vi.fn(async (_resource: string, params: { filter?: Record<string, unknown> }) =>
    page([showsTrash(params.filter) ? { ...photos, deletedAt } : photos]),
  );
  renderInAdmin(<GenericList />, { resource: 'documentTypes', dataProvider: { getList }, language });
}

describe('the trash of a listing', () => {
  it.each([
    ['fr', 'Corbeille', 'Créer', 'Supprimé le'],
    ['en', 'Trash', 'Create', 'Deleted on'],
  ] as const)(
    'in %s: dates each deletion in the interface language and offers no « Créer »',
    async (language, trash, create, deletedOn) => {
      renderListing(language);
      await screen.findByRole('link', { name: language === 'fr' ? 'Photo de face' : 'Front photo' });
      expect(screen.getByRole('link', { name: create })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('switch', { name: trash }));
      const header = await screen.findByRole('columnheader', { name: deletedOn });
      expect(header).toBeInTheDocument();
      const label = language === 'fr' ? 'Photo de face' : 'Front photo';
      const row = () => screen.getByRole('button', { name: new RegExp(`[«“] ?${label} ?[»”]`) }).closest('tr');
      // The interface's language, whatever the browser's (this test's runtime reads dates as en-US).
      await waitFor(() => expect(row()).toHaveTextContent(new Date(deletedAt).toLocaleString(language)));
      await waitFor(() => expect(screen.queryByRole('link', { name: create })).toBeNull());
    },
  );
});
