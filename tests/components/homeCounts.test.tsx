import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../src/home/HomePage';
import { expectFailedCallLogged, renderInAdmin } from './adminTestContext';

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const entryOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('HomePage', () => {
  it('paints every area at once, then shows each view’s count from one call, reading no listing', async () => {
    const answer = deferred<{ data: Record<string, number> }>();
    const getCounts = vi.fn(() => answer.promise);
    const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
    renderInAdmin(<HomePage />, { resource: 'attributes', dataProvider: { getCounts, getList } });

    // Drawn before the counts arrive: the areas and their links are usable right away.
    expect(screen.getByRole('heading', { name: 'Attributes', level: 2 })).toBeInTheDocument();
    expect(within(entryOf('Attributes')).queryByText(/items?$/)).toBeNull();

    answer.resolve({ data: { attributes: 10000, attributeObjectives: 1, protocols: 0 } });
    expect(await within(entryOf('Attributes')).findByText('10000 items')).toBeInTheDocument();
    expect(within(entryOf('Objective attributes')).getByText('1 item')).toBeInTheDocument();
    expect(within(entryOf('Protocols')).getByText('0 items')).toBeInTheDocument();
    expect(getCounts).toHaveBeenCalledTimes(1);
    expect(getList).not.toHaveBeenCalled();
  });

  it('says a count is unavailable when the call fails, and keeps the page usable', async () => {
    const offline = new Error('offline');
    const logged = expectFailedCallLogged();
    const getCounts = vi.fn(() => Promise.reject(offline));
    renderInAdmin(<HomePage />, { resource: 'attributes', dataProvider: { getCounts } });
    await waitFor(() => expect(within(entryOf('Protocols')).getByText('Count unavailable')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Protocols' })).toHaveAttribute('href', '#/protocols');
    expect(logged).toHaveBeenCalledWith(offline);
  });
});
