/**
 * Downloaded overlay images are kept locally, keyed by id with the time of their last use, and purged once
 * unused for 78,894,000 ms, about 91 days (docs/product-rules.md, "Constants"). The bytes live in an
 * `OverlayStorage` (IndexedDB in the browser, memory in tests); the clock is injectable.
 */
export const OVERLAY_MAX_UNUSED_MS = 78_894_000;

export type OverlayId = string | number;

export interface CachedOverlay {
  id: string;
  blob: Blob;
  lastUsedAt: number;
}

export interface OverlayLastUse {
  id: string;
  lastUsedAt: number;
}

export interface OverlayStorage {
  read(id: string): Promise<CachedOverlay | undefined>;
  write(entry: CachedOverlay): Promise<void>;
  remove(id: string): Promise<void>;
  /** Every entry's id and last use, without its bytes. */
  lastUses(): Promise<OverlayLastUse[]>;
}

export type Clock = () => number;

export interface OverlayCacheOptions {
  storage: OverlayStorage;
  clock?: Clock;
  maxUnusedMs?: number;
}

export interface OverlayCache {
  /** The first purge, started when the cache is created. */
  ready: Promise<void>;
  /** The overlay's bytes: the cached copy (its last use renewed), else downloaded and cached. */
  load(id: OverlayId, download: () => Promise<Blob>): Promise<Blob>;
  /** Forgets the cached copy (after the overlay is deleted). */
  remove(id: OverlayId): Promise<void>;
  /** Removes the entries unused for too long; answers their ids. */
  purge(): Promise<string[]>;
}

export function createOverlayCache({
  storage,
  clock = () => Date.now(),
  maxUnusedMs = OVERLAY_MAX_UNUSED_MS,
}: OverlayCacheOptions): OverlayCache {
  const loading = new Map<string, Promise<Blob>>();

  const purge = async () => {
    const now = clock();
    const stale = (await storage.lastUses()).filter((entry) => now - entry.lastUsedAt >= maxUnusedMs);
    await Promise.all(stale.map((entry) => storage.remove(entry.id)));
    return stale.map((entry) => entry.id);
  };

  const readOrDownload = async (id: string, download: () => Promise<Blob>) => {
    await purge();
    const cached = await storage.read(id);
    const blob = cached?.blob ?? (await download());
    await storage.write({ id, blob, lastUsedAt: clock() });
    return blob;
  };

  const load = (id: OverlayId, download: () => Promise<Blob>) => {
    const key = String(id);
    const pending = loading.get(key) ?? readOrDownload(key, download).finally(() => loading.delete(key));
    loading.set(key, pending);
    return pending;
  };

  const remove = async (id: OverlayId) => {
    await purge();
    await storage.remove(String(id));
  };

  const ready = purge().then(
    () => undefined,
    () => undefined,
  );
  return { ready, load, remove, purge };
}

/** Entries kept for the page's lifetime: tests, and browsers without IndexedDB. */
export function createMemoryOverlayStorage(): OverlayStorage {
  const entries = new Map<string, CachedOverlay>();
  return {
    read: async (id) => entries.get(id),
    write: async (entry) => {
      entries.set(entry.id, entry);
    },
    remove: async (id) => {
      entries.delete(id);
    },
    lastUses: async () => [...entries.values()].map(({ id, lastUsedAt }) => ({ id, lastUsedAt })),
  };
}
