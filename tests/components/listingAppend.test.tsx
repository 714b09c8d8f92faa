import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { SearchInput, useListContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingIndicator } from '../../src/layout/LoadingIndicator';
import { CatalogueDatagrid, catalogueColumns, InfiniteListing, useCatalogue } from '../../src/screens';
import { renderInAdmin } from './adminTestContext';

const protocol = (id: number) => ({
  id,
  label: [
    { language: 'fr', value: `Protocole ${id}` },
    { language: 'en', value: `Protocol ${id}` },
  ],
});

/** Renders of the toolbar's pieces, counted by the probes below. */
const renders = { search: 0, toolbar: 0 };

/** The search box, counting its renders: it renders again whenever the filter form does. */
const CountedSearch = (props: ComponentProps<typeof SearchInput>) => {
  renders.search++;
  return <SearchInput {...props} />;
};

/** A toolbar button reading the list context, as react-admin's filter button does; it shows the search applied. */
const ToolbarProbe = () => {
  const { filterValues } = useListContext();
  renders.toolbar++;
  return <span data-testid="applied-search">{String(filterValues.q ?? '')}</span>;
};

/** The protocols' listing as the generic one composes it, with the probes in its search form and toolbar. */
const ProbedListing = () => {
  const { model, view } = useCatalogue();
  const [filters] = useState(() => [<CountedSearch key="q" source="q" alwaysOn placeholder="Search" />]);
  return (
    <InfiniteListing model={model} view={view} filters={filters} actions={<ToolbarProbe />}>
      <CatalogueDatagrid model={model} view={view}>
        {catalogueColumns(model, view)}
      </CatalogueDatagrid>
    </InfiniteListing>
  );
};

/**
 * A test document lays nothing out, so nothing ever comes into view: this IntersectionObserver lets the test say when
 * the load-ahead marker comes into view.
 */
function observeLoadAhead() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set() };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      unobserve(target: Element) {
        this.entry.targets.delete(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
      takeRecords() {
        return [];
      }
    },
  );
  return () => {
    for (const { callback, targets } of observers) {
      for (const target of targets) {
        callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    }
  };
}

/** Two pages of 100 protocols; a search answers the protocols whose number holds it, on one page. */
const getList = vi.fn(
  async (_resource: string, { pagination, filter }: { pagination: { page: number }; filter: { q?: string } }) => {
    if (filter.q) {
      const data = Array.from({ length: 200 }, (_, index) => protocol(index + 1)).filter((record) =>
        String(record.id).includes(filter.q ?? ''),
      );
      return { data, pageInfo: { hasNextPage: false, hasPreviousPage: false } };
    }
    const first = (pagination.page - 1) * 100;
    const data = Array.from({ length: 100 }, (_, index) => protocol(first + index + 1));
    return { data, pageInfo: { hasNextPage: pagination.page < 2, hasPreviousPage: pagination.page > 1 } };
  },
);

describe('appending a page to a listing', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    getList.mockClear();
  });

  it('renders the rows again, not the toolbar or its search form, which still follow a search', async () => {
    const loadAhead = observeLoadAhead();
    renderInAdmin(<ProbedListing />, { resource: 'protocols', dataProvider: { getList } });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '101'));
    const before = { ...renders };

    act(loadAhead);
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '201'));
    expect(getList).toHaveBeenCalledTimes(2);
    expect(getList.mock.calls[1]?.[1]).toMatchObject({ pagination: { page: 2, perPage: 100 } });
    // The page was asked for and arrived (two renders of the list controller): nothing above the rows moved.
    expect(renders).toEqual(before);

    // A search still reaches the toolbar and the search form, and lists again from the first page.
    await userEvent.type(screen.getByPlaceholderText('Search'), '17');
    await waitFor(() => expect(screen.getByTestId('applied-search')).toHaveTextContent('17'));
    // 17, 117 and 170 to 179, and the header row
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '13'));
    expect(renders.toolbar).toBeGreaterThan(before.toolbar);
    expect(screen.getByText('Protocol 117')).toBeInTheDocument();
  });

  it('shows no spinner for a page answered in time, and one at the bottom while a page keeps the reader waiting', async () => {
    const loadAhead = observeLoadAhead();
    // Three pages of 100 protocols: the second answered at once, the third when the test says.
    let answerThirdPage = () => {};
    const threePages = vi.fn(async (_resource: string, { pagination }: { pagination: { page: number } }) => {
      if (pagination.page === 3) await new Promise<void>((resolve) => (answerThirdPage = resolve));
      const first = (pagination.page - 1) * 100;
      const data = Array.from({ length: 100 }, (_, index) => protocol(first + index + 1));
      return { data, pageInfo: { hasNextPage: pagination.page < 3, hasPreviousPage: pagination.page > 1 } };
    });
    renderInAdmin(
      <>
        <LoadingIndicator />
        <ProbedListing />
      </>,
      { resource: 'protocols', dataProvider: { getList: threePages } },
    );
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '101'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    const spinners: Node[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (isSpinner(node)) spinners.push(node);
    });
    watch.observe(document.body, { childList: true, subtree: true });

    // The second page, answered at once: neither the app bar nor the listing's bottom shows a spinner.
    act(loadAhead);
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '201'));
    watch.disconnect();
    expect(spinners).toEqual([]);

    // The third keeps the reader waiting: a spinner at the listing's bottom, none in the app bar; gone once arrived.
    act(loadAhead);
    const spinner = await screen.findByRole('progressbar');
    expect(table.parentElement?.parentElement?.contains(spinner)).toBe(false);
    expect(screen.getByRole('button', { name: 'Refresh' }).parentElement?.contains(spinner)).toBe(false);
    await act(async () => answerThirdPage());
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '301'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

const isSpinner = (node: Node) =>
  node instanceof Element && (node.matches('[role=progressbar]') || !!node.querySelector('[role=progressbar]'));
