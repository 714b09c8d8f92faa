import {
  type CachedOverlay,
  createMemoryOverlayStorage,
  type OverlayLastUse,
  type OverlayStorage,
} from './overlayCache';

const DATABASE_NAME = 'backoffice-overlay-images';
const STORE_NAME = 'overlays';
const LAST_USE_INDEX = 'lastUsedAt';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE_NAME, { keyPath: 'id' });
      store.createIndex(LAST_USE_INDEX, LAST_USE_INDEX);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('overlay cache database blocked'));
  });
}

/** Runs one request in its own transaction; resolves once the transaction has completed. */
function run<T>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  makeRequest: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE_NAME, mode);
    const request = makeRequest(transaction.objectStore(STORE_NAME));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('overlay cache transaction aborted'));
  });
}

function lastUsesOf(database: IDBDatabase): Promise<OverlayLastUse[]> {
  return new Promise((resolve, reject) => {
    const found: OverlayLastUse[] = [];
    const transaction = database.transaction(STORE_NAME, 'readonly');
    const cursorRequest = transaction.objectStore(STORE_NAME).index(LAST_USE_INDEX).openKeyCursor();
    cursorRequest.onsuccess = () => {
      const cursor = cursorRequest.result;
      if (!cursor) return;
      found.push({ id: String(cursor.primaryKey), lastUsedAt: Number(cursor.key) });
      cursor.continue();
    };
    transaction.oncomplete = () => resolve(found);
    transaction.onerror = () => reject(transaction.error);
  });
}

function indexedDbStorage(database: IDBDatabase): OverlayStorage {
  return {
    read: (id) => run<CachedOverlay | undefined>(database, 'readonly', (store) => store.get(id)),
    write: async (entry) => {
      await run(database, 'readwrite', (store) => store.put(entry));
    },
    remove: async (id) => {
      await run(database, 'readwrite', (store) => store.delete(id));
    },
    lastUses: () => lastUsesOf(database),
  };
}

/**
 * IndexedDB when the browser offers it (it keeps blobs as they are), else memory. A cache must never
 * stop an image from showing: a failed storage call reads as a miss and a failed write is dropped.
 */
export function createBrowserOverlayStorage(): OverlayStorage {
  const memory = createMemoryOverlayStorage();
  const backend: Promise<OverlayStorage> =
    typeof indexedDB === 'undefined' ? Promise.resolve(memory) : openDatabase().then(indexedDbStorage, () => memory);
  return {
    read: (id) => backend.then((storage) => storage.read(id)).catch(() => undefined),
    write: (entry) => backend.then((storage) => storage.write(entry)).catch(() => undefined),
    remove: (id) => backend.then((storage) => storage.remove(id)).catch(() => undefined),
    lastUses: () => backend.then((storage) => storage.lastUses()).catch(() => []),
  };
}
