import type { Store } from 'react-admin';
import { DENSITY_KEY, STORE_PREFIX as PREFIX, parseStored as parse, THEME_KEY } from './tabPreferences';

/** Kept through a sign-out: language, theme, density, transaction id (docs/product-rules.md, "Transaction id"). */
const KEPT_ON_RESET = ['locale', THEME_KEY, DENSITY_KEY, 'transactionId'];

/** A react-admin Store on sessionStorage: survives reloads, ends with the tab (docs/product-rules.md, "Languages"). */
export function sessionStore(storage: Storage = window.sessionStorage): Store {
  const subscribers = new Map<string, Set<(value: unknown) => void>>();
  const publish = (key: string, value: unknown) => {
    for (const callback of subscribers.get(key) ?? []) callback(value);
  };
  const storedKeys = (keyPrefix = '') =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '')
      .filter((key) => key.startsWith(PREFIX + keyPrefix))
      .map((key) => key.slice(PREFIX.length));

  const store: Store = {
    setup: () => undefined,
    teardown: () => undefined,
    getItem<T>(key: string, defaultValue?: T) {
      const value = parse(storage.getItem(PREFIX + key));
      return value === undefined ? defaultValue : (value as T);
    },
    setItem(key, value) {
      if (value === undefined) storage.removeItem(PREFIX + key);
      else storage.setItem(PREFIX + key, JSON.stringify(value));
      publish(key, value);
    },
    removeItem(key) {
      storage.removeItem(PREFIX + key);
      publish(key, undefined);
    },
    removeItems(keyPrefix) {
      for (const key of storedKeys(keyPrefix)) store.removeItem(key);
    },
    reset() {
      for (const key of storedKeys()) if (!KEPT_ON_RESET.includes(key)) store.removeItem(key);
    },
    subscribe(key, callback) {
      const callbacks = subscribers.get(key) ?? new Set();
      callbacks.add(callback);
      subscribers.set(key, callbacks);
      return () => callbacks.delete(callback);
    },
    listItems(keyPrefix) {
      return Object.fromEntries(storedKeys(keyPrefix).map((key) => [key, store.getItem(key)]));
    },
  };
  return store;
}
