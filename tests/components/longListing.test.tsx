import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OVERSCAN } from '../../src/early/listingWindow';
import { GenericList } from '../../src/screens';
import { mockIntersectionObserver, renderInAdmin } from './adminTestContext';

const protocol = (id: number) => ({
  id,
  label: [
    { language: 'fr', value: `Protocole ${id}` },
    { language: 'en', value: `Protocol ${id}` },
  ],
});

/** A listing of `count` protocols, all on one page (as if that many had been appended). */
function renderProtocols(count: number, remove = vi.fn(async () => ({ data: protocol(1) }))) {
  mockIntersectionObserver();
  const data = Array.from({ length: count }, (_, index) => protocol(index + 1));
  renderInAdmin(<GenericList />, {
    resource: 'protocols',
    dataProvider: {
      getList: vi.fn(async () => ({ data, pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
      delete: remove,
    },
  });
  return remove;
}

describe('long listings', () => {
  it('draws only the rows near the window, each telling its place, and counts every loaded row', async () => {
    // A test document lays nothing out: every element measures as a 49 px high row at the top of a 768 px window.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1000, 49));
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(49);
    renderProtocols(300);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table.querySelectorAll('tbody tr[aria-rowindex]').length).toBeGreaterThan(10));
    expect(table).toHaveAttribute('aria-rowcount', '301');
    const drawn = table.querySelectorAll('tbody tr[aria-rowindex]');
    // The window's rows (768 / 49) and the overscan below them, nowhere near the 300 loaded.
    expect(drawn.length).toBeLessThanOrEqual(Math.ceil(768 / 49) + OVERSCAN);
    expect(screen.getByText('Protocol 1').closest('tr')).toHaveAttribute('aria-rowindex', '2');
    // A text shows on two lines at most: its whole text is its title, read where it is cut short.
    expect(screen.getByText('Protocol 1')).toHaveAttribute('title', 'Protocol 1');
    expect(drawn[drawn.length - 1]).toHaveAttribute('aria-rowindex', String(drawn.length + 1));
    expect(screen.queryByText('Protocol 300')).toBeNull();
    vi.restoreAllMocks();
  });

  it('deletes through one confirmation naming the row’s record, shared by every row', async () => {
    const remove = renderProtocols(3);
    const row = (await screen.findByText('Protocol 2')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Delete protocol “Protocol 2”');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(remove.mock.calls[0]).toMatchObject(['protocols', { id: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);
});
