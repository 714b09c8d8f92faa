import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm, TextInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressSearchInput } from '../../src/organisations/address/AddressSearchInput';
import { renderInAdmin } from './adminTestContext';

const SERVICE = 'https://addresses.test/search/';

/** A French address API answer (GeoJSON) with `count` house numbers on one street: it names no country. */
const featuresFor = (count: number) => ({
  type: 'FeatureCollection',
  features: Array.from({ length: count }, (_, index) => ({
    type: 'Feature',
    properties: {
      label: `${index + 1} Rue du Départ 75015 Paris`,
      name: `${index + 1} Rue du Départ`,
      postcode: '75015',
      city: 'Paris',
      citycode: '75115',
      context: '75, Paris, Île-de-France',
    },
  })),
});

/** A service of the same shape that names the country of each suggestion. */
const withCountries = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {
        label: '12 Rue Neuve 1000 Bruxelles',
        name: '12 Rue Neuve',
        postcode: '1000',
        city: 'Bruxelles',
        country: 'Belgique',
      },
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The fake network: the console configuration names the service; the service answers its suggestion list
 * (12 features by default) or fails.
 */
function fakeFetch(options: { failing?: boolean; suggestions?: unknown } = {}) {
  const addressCalls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === '/api/console-config') return json({ addressSearchUrl: SERVICE });
    addressCalls.push(url);
    return options.failing ? json({ message: 'down' }, 503) : json(options.suggestions ?? featuresFor(12));
  });
  vi.stubGlobal('fetch', fetchMock);
  return addressCalls;
}

const EMPTY_ADDRESS = { address: '', postalCode: '', city: '', country: '' };

const renderAddress = (onSubmit = vi.fn(), record: Record<string, string> = EMPTY_ADDRESS) => {
  renderInAdmin(
    <SimpleForm record={{ id: 1, ...record }} onSubmit={onSubmit}>
      <AddressSearchInput />
      <TextInput source="postalCode" />
      <TextInput source="city" />
      <TextInput source="country" />
    </SimpleForm>,
    { resource: 'companies' },
  );
  return onSubmit;
};

const addressBox = () => screen.getByRole('combobox', { name: /Address/ });
/** Fake time passing (debounce 300 ms), with React's updates flushed. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('AddressSearchInput', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the configured service once the typing pauses, from 3 characters, and lists at most 10 suggestions', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = fakeFetch();
    renderAddress();
    await tick(0);

    fireEvent.change(addressBox(), { target: { value: '12' } });
    await tick(1000);
    expect(calls).toHaveLength(0);

    for (const text of ['12 ', '12 r', '12 rue du', '12 rue du dép']) {
      fireEvent.change(addressBox(), { target: { value: text } });
      await tick(200);
    }
    expect(calls).toHaveLength(0);
    await tick(100);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(`${call.origin}${call.pathname}`).toBe(SERVICE);
    expect(Object.fromEntries(call.searchParams)).toEqual({
      q: '12 rue du dép',
      type: 'housenumber',
      limit: '10',
      autocomplete: '1',
    });

    await tick(0);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]).toHaveTextContent('1 Rue du Départ 75015 Paris');
    await tick(1000);
    expect(calls).toHaveLength(1);
  });

  it('fills the address, the postal code, the city and the country (France) from a French address API suggestion', async () => {
    fakeFetch();
    const onSubmit = renderAddress();

    await userEvent.type(addressBox(), '8 rue du');
    await userEvent.click(await screen.findByRole('option', { name: '8 Rue du Départ 75015 Paris' }));

    expect(addressBox()).toHaveValue('8 Rue du Départ');
    expect(screen.getByLabelText('Postcode')).toHaveValue('75015');
    expect(screen.getByLabelText('City')).toHaveValue('Paris');
    expect(screen.getByLabelText('Country')).toHaveValue('France');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ address: '8 Rue du Départ', postalCode: '75015', city: 'Paris', country: 'France' }),
        expect.anything(),
      ),
    );
  });

  it('replaces every part of an earlier address with the parts the suggestion carries, its own country included', async () => {
    fakeFetch({ suggestions: withCountries });
    const onSubmit = renderAddress(vi.fn(), {
      address: '',
      postalCode: 'W1G 8GG',
      city: 'London',
      country: 'United Kingdom',
    });

    await userEvent.type(addressBox(), '12 rue neuve');
    await userEvent.click(await screen.findByRole('option', { name: '12 Rue Neuve 1000 Bruxelles' }));

    expect(addressBox()).toHaveValue('12 Rue Neuve');
    expect(screen.getByLabelText('Postcode')).toHaveValue('1000');
    expect(screen.getByLabelText('City')).toHaveValue('Bruxelles');
    expect(screen.getByLabelText('Country')).toHaveValue('Belgique');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          address: '12 Rue Neuve',
          postalCode: '1000',
          city: 'Bruxelles',
          country: 'Belgique',
        }),
        expect.anything(),
      ),
    );
  });

  it('keeps what the user typed and shows the generic error when the service fails', async () => {
    const calls = fakeFetch({ failing: true });
    renderAddress();

    await userEvent.type(addressBox(), '12 avenue');
    expect(await screen.findByText('An error occurred, please try again later')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(addressBox()).toHaveValue('12 avenue');
  });
});
