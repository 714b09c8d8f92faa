import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenericList } from '../../src/screens';
import { expectFailedCallLogged, mockIntersectionObserver, renderInAdmin } from './adminTestContext';

const tr = (en: string) => [
  { language: 'fr', value: en },
  { language: 'en', value: en },
];
const CATEGORIES = [
  { id: 1, keyName: 'photos', label: tr('Photos'), displayOrder: 0 },
  { id: 2, keyName: 'radiographs', label: tr('Radiographs'), displayOrder: 1 },
  { id: 3, keyName: 'scans', label: tr('Scans'), displayOrder: 2 },
];
const ROW_HEIGHT = 40;

/** A test document lays nothing out: give each table row the box it would have, one under the other. */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr');
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    const top = index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: ROW_HEIGHT,
      right: 600,
      bottom: top + ROW_HEIGHT,
      toJSON: () => ({}),
    };
  });
}

const keyNamesInOrder = () => screen.getAllByText(/^(photos|radiographs|scans)$/).map((cell) => cell.textContent);

describe('GenericList reorder', () => {
  beforeEach(() => {
    mockIntersectionObserver();
    layOutRows();
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves a row with the keyboard, then puts it back with an error toast when saving fails', async () => {
    let rejectReorder: (error: unknown) => void = () => {};
    const reorder = vi.fn(() => new Promise((_, reject) => (rejectReorder = reject)));
    renderInAdmin(<GenericList />, {
      resource: 'documentCategories',
      dataProvider: {
        getList: vi.fn(async () => ({ data: CATEGORIES, pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
        reorder,
      },
    });
    const handle = await screen.findByRole('button', { name: 'Move “Photos”' });
    expect(keyNamesInOrder()).toEqual(['photos', 'radiographs', 'scans']);

    act(() => handle.focus());
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');

    await waitFor(() => expect(reorder).toHaveBeenCalledWith('documentCategories', { id: 1, displayOrder: 1 }));
    expect(keyNamesInOrder()).toEqual(['radiographs', 'photos', 'scans']);

    const logged = expectFailedCallLogged();
    const refusal = new HttpError('Generic_Error', 500, { error_code: 1000, error_status: 500 });
    rejectReorder(refusal);
    expect(await screen.findByText('The new order could not be saved: the previous order is back')).toBeInTheDocument();
    expect(keyNamesInOrder()).toEqual(['photos', 'radiographs', 'scans']);
    expect(logged).toHaveBeenCalledWith(refusal);
  });

  it('offers no drag handle while a search is active', async () => {
    renderInAdmin(<GenericList />, {
      resource: 'documentCategories',
      dataProvider: {
        getList: vi.fn(async () => ({ data: CATEGORIES, pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
      },
    });
    await screen.findByRole('button', { name: 'Move “Photos”' });
    await userEvent.type(screen.getByPlaceholderText('Search'), 'pho');
    expect(
      await screen.findByText('The display order can be changed with no search, filter or sort.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move “Photos”' })).not.toBeInTheDocument();
  });
});
