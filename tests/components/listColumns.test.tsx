import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tr } from '../../lib/seed';
import { GenericList } from '../../src/screens';
import { mockIntersectionObserver, renderInAdmin } from './adminTestContext';

const photos = {
  id: 7,
  label: tr('Photo de face', 'Front photo'),
  keyName: 'front_photo',
  categoryId: 3,
  category: { id: 3, keyName: 'photos', label: tr('Photos', 'Photos') },
  mediaType: 'photo',
  customZoom: 1.5,
  cameraOrientation: 'portrait',
};
const page = (data: object[]) => ({ data, pageInfo: { hasNextPage: false, hasPreviousPage: false } });

function renderDocumentTypes(language: 'fr' | 'en' = 'en') {
  mockIntersectionObserver();
  const getList = vi.fn(async () => page([photos]));
  renderInAdmin(<GenericList />, { resource: 'documentTypes', dataProvider: { getList }, language });
  return getList;
}

const lastListCall = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.at(-1)?.[1];

describe('a generic listing', () => {
  it("names each record with a link to its page, the row's one link", async () => {
    renderDocumentTypes();
    const link = await screen.findByRole('link', { name: 'Front photo' });
    expect(link.getAttribute('href')).toMatch(/\/documentTypes\/7$/);
    expect(within(link.closest('tr') as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });

  it('sorts by label, by the category it is filed under and by a number, each asked of the API', async () => {
    const getList = renderDocumentTypes();
    await screen.findByRole('link', { name: 'Front photo' });
    for (const [header, field] of [
      ['Label', 'label'],
      ['Category', 'categoryId'],
      ['Custom zoom', 'customZoom'],
    ]) {
      const column = screen.getByRole('columnheader', { name: new RegExp(header) });
      fireEvent.click(within(column).getByRole('button'));
      await waitFor(() => expect(lastListCall(getList)?.sort).toEqual({ field, order: 'ASC' }));
    }
  });

  it('shows a number the reader’s way and filters on it', async () => {
    const getList = renderDocumentTypes('fr');
    await screen.findByRole('link', { name: 'Photo de face' });
    expect(await screen.findByRole('cell', { name: '1,5' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un filtre' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Zoom personnalisé' }));
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Zoom personnalisé' }), {
      target: { value: '2' },
    });
    await waitFor(() => expect(lastListCall(getList)?.filter).toMatchObject({ customZoom: 2 }));
  });
});
