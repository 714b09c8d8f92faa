import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tr } from '../../lib/seed';
import { HomePage } from '../../src/home/HomePage';
import { GenericList } from '../../src/screens';
import { expectFailedCallLogged, mockIntersectionObserver, renderInAdmin } from './adminTestContext';

const page = (data: object[]) => ({ data, pageInfo: { hasNextPage: false, hasPreviousPage: false } });
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

function renderListing(resource: string) {
  mockIntersectionObserver();
  const getList = vi.fn(async () => page([photos]));
  renderInAdmin(<GenericList />, { resource, dataProvider: { getList } });
  return getList;
}

const lastFilter = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.at(-1)?.[1]?.filter;

afterEach(() => {
  window.location.hash = '';
});

describe('the « Missing translation » filter of a listing', () => {
  it('lists only the records missing a language, with the search, and lists them all again once off', async () => {
    const getList = renderListing('documentTypes');
    await screen.findByRole('link', { name: 'Front photo' });
    const control = screen.getByRole('switch', { name: 'Missing translation' });
    expect(control).not.toBeChecked();

    await userEvent.click(control);
    await waitFor(() => expect(lastFilter(getList)).toEqual({ missingTranslation: true }));
    expect(window.location.hash).toContain(encodeURIComponent('"missingTranslation":true'));

    await userEvent.type(screen.getByPlaceholderText('Search'), 'face');
    await waitFor(() => expect(lastFilter(getList)).toEqual({ missingTranslation: true, q: 'face' }));

    await userEvent.click(control);
    await waitFor(() => expect(lastFilter(getList)).toEqual({ q: 'face' }));
  });

  it('is taken from the address like the other filters', async () => {
    window.location.hash = `#/documentTypes?filter=${encodeURIComponent('{"missingTranslation":true}')}`;
    const getList = renderListing('documentTypes');
    await screen.findByRole('link', { name: 'Front photo' });
    expect(screen.getByRole('switch', { name: 'Missing translation' })).toBeChecked();
    expect(lastFilter(getList)).toEqual({ missingTranslation: true });
    expect(screen.queryByText(/cannot be sorted or filtered/)).toBeNull();
  });

  it('is not offered on a catalogue without translation sets', async () => {
    renderListing('pedagogicalSheetLinks');
    await screen.findByRole('table');
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Missing translation' })).toBeNull();
  });
});

describe('the missing translations on /home', () => {
  const entries = () => within(screen.getByRole('region', { name: 'Missing translations' })).getAllByRole('link');

  it('links to each catalogue with items missing a language, with the filter on, leaving out those with none', async () => {
    const getCounts = vi.fn(async () => ({ data: { protocols: 4, attributes: 9 } }));
    const getMissingTranslationCounts = vi.fn(async () => ({
      data: { protocols: 2, attributes: 0, documentTypes: 1 },
    }));
    renderInAdmin(<HomePage />, { resource: 'protocols', dataProvider: { getCounts, getMissingTranslationCounts } });

    await screen.findByRole('heading', { name: 'Missing translations', level: 2 });
    const links = entries();
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Protocols: 2 items missing a language',
      'Document types: 1 item missing a language',
    ]);
    const filter = encodeURIComponent(JSON.stringify({ missingTranslation: true }));
    expect(links[0]).toHaveAttribute('href', `#/protocols?filter=${filter}`);
    expect(getMissingTranslationCounts).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while the count is asked or when every text is translated; the page does not wait for it', async () => {
    let answer!: (value: { data: Record<string, number> }) => void;
    const getMissingTranslationCounts = vi.fn(
      () =>
        new Promise<{ data: Record<string, number> }>((resolve) => {
          answer = resolve;
        }),
    );
    const getCounts = vi.fn(async () => ({ data: { protocols: 4 } }));
    renderInAdmin(<HomePage />, { resource: 'protocols', dataProvider: { getCounts, getMissingTranslationCounts } });
    expect(await screen.findByText('4 items')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Missing translations' })).toBeNull();

    answer({ data: { protocols: 0 } });
    await waitFor(() => expect(getMissingTranslationCounts).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Missing translations' })).toBeNull();
  });

  it('shows nothing when the count fails', async () => {
    const offline = new Error('offline');
    const logged = expectFailedCallLogged();
    const getMissingTranslationCounts = vi.fn(async () => {
      throw offline;
    });
    const getCounts = vi.fn(async () => ({ data: { protocols: 4 } }));
    renderInAdmin(<HomePage />, { resource: 'protocols', dataProvider: { getCounts, getMissingTranslationCounts } });
    expect(await screen.findByText('4 items')).toBeInTheDocument();
    // The count has failed (react-admin logs the failure) before the page is checked.
    await waitFor(() => expect(logged).toHaveBeenCalledWith(offline));
    expect(screen.queryByRole('region', { name: 'Missing translations' })).toBeNull();
  });
});
