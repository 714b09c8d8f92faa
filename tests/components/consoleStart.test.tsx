import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  catalogueScreenOf,
  customViewsOf,
  GenericEdit,
  genericListingOf,
  recordScreenOf,
} from '../../src/routing/catalogueScreens';
import { lazyPage } from '../../src/screens/lazyPage';

const nothingKept = () => false;

describe('the listing an address opens, asked for ahead', () => {
  it('is the generic listing of the view at that address, as it starts', () => {
    expect(genericListingOf('/attributes', nothingKept)?.view).toMatchObject({
      name: 'attributes',
      filter: { usage: 'exam' },
    });
    expect(genericListingOf('/attributes/', nothingKept)?.view.name).toBe('attributes');
  });

  it('is none when the listing starts otherwise, or the address is no listing', () => {
    expect(genericListingOf('/attributes?sort=keyName&order=DESC', nothingKept)).toBeUndefined();
    expect(genericListingOf('/attributes', (resource) => resource === 'attributes')).toBeUndefined();
    expect(genericListingOf('/companies', nothingKept)).toBeUndefined(); // its own listing
    expect(genericListingOf('/attributes/12', nothingKept)).toBeUndefined();
    expect(genericListingOf('/attributes/create', nothingKept)).toBeUndefined();
    expect(genericListingOf('/Attributes', nothingKept)).toBeUndefined();
    expect(genericListingOf('/home', nothingKept)).toBeUndefined();
    expect(genericListingOf('/login', nothingKept)).toBeUndefined();
  });
});

describe('the record page an add page leads to, loaded ahead', () => {
  it("is the catalogue's own record page, or the generic one, as its addresses route", () => {
    expect(recordScreenOf('phaseTypes')).toBe(GenericEdit);
    expect(recordScreenOf('companies')).toBe(customViewsOf('companies').edit);
    expect(recordScreenOf('companies')).not.toBe(GenericEdit);
    expect(recordScreenOf('companies')).toBe(catalogueScreenOf('/companies/12'));
    expect(recordScreenOf('noSuchCatalogue')).toBeUndefined();
  });
});

describe('a page loaded ahead', () => {
  const Page = () => <p>page shown</p>;

  it('renders at once, without showing the wait', async () => {
    const load = vi.fn(async () => ({ Page }));
    const LazyPage = lazyPage(load, 'Page');
    await LazyPage.preload();
    const fallback = vi.fn(() => <p>waiting</p>);
    const Fallback = () => fallback();
    render(
      <Suspense fallback={<Fallback />}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('page shown')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('still loads on first use when nobody asked for it ahead, and a failed load is tried again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return { Page };
    });
    const LazyPage = lazyPage(load, 'Page');
    await expect(LazyPage.preload()).rejects.toThrow('offline');
    fail = false;
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <LazyPage />
        </Suspense>,
      );
    });
    expect(await screen.findByText('page shown')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
