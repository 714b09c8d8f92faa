// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../src/providers/sessionStore';

afterEach(() => sessionStorage.clear());

describe('sessionStorage-backed react-admin Store', () => {
  it('keeps values in sessionStorage, so a reload of the tab finds them', () => {
    sessionStore().setItem('locale', 'en');
    expect(sessionStorage.getItem('RaStore.locale')).toBe('"en"');
    expect(sessionStore().getItem('locale')).toBe('en');
    expect(sessionStore().getItem('missing', 'fr')).toBe('fr');
  });

  it('tells subscribers about changes and removals', () => {
    const store = sessionStore();
    const seen = vi.fn();
    const unsubscribe = store.subscribe('errorDelete', seen);
    store.setItem('errorDelete', true);
    store.removeItem('errorDelete');
    unsubscribe();
    store.setItem('errorDelete', false);
    expect(seen.mock.calls).toEqual([[true], [undefined]]);
  });

  it('keeps the language and the transaction id when signing out resets it', () => {
    const store = sessionStore();
    store.setItem('locale', 'en');
    store.setItem('transactionId', 'tx-42');
    store.setItem('documentTypes.listParams', { page: 2 });
    sessionStorage.setItem('auth.token', 'not a store item');
    store.reset();
    expect(store.listItems?.()).toEqual({ locale: 'en', transactionId: 'tx-42' });
    expect(sessionStorage.getItem('auth.token')).toBe('not a store item');
  });
});
