import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryOverlayStorage,
  createOverlayCache,
  OVERLAY_MAX_UNUSED_MS,
  type OverlayStorage,
} from '../../resources/imageOverlays/overlayCache';

const cachedIds = async (storage: OverlayStorage) => (await storage.lastUses()).map((entry) => entry.id).sort();
const downloader = () => vi.fn(async () => new Blob(['overlay bytes'], { type: 'image/png' }));

describe('overlay cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the 78,894,000 ms limit of docs/product-rules.md (Constants)', () => {
    expect(OVERLAY_MAX_UNUSED_MS).toBe(78_894_000);
  });

  it('downloads once, then answers from the cache', async () => {
    const cache = createOverlayCache({ storage: createMemoryOverlayStorage() });
    const download = downloader();
    const first = await cache.load(7, download);
    const second = await cache.load('7', download);
    expect(download).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it('purges an entry unused for 78,894,000 ms and keeps one used in the meantime', async () => {
    const storage = createMemoryOverlayStorage();
    const cache = createOverlayCache({ storage });
    const download = downloader();
    await cache.load(1, download);
    await cache.load(2, download);

    vi.advanceTimersByTime(OVERLAY_MAX_UNUSED_MS - 1);
    await cache.load(2, download);
    expect(await cachedIds(storage)).toEqual(['1', '2']);

    vi.advanceTimersByTime(1);
    expect(await cache.purge()).toEqual(['1']);
    expect(await cachedIds(storage)).toEqual(['2']);
  });

  it('purges on each access: a stale entry is downloaded again', async () => {
    const storage = createMemoryOverlayStorage();
    const cache = createOverlayCache({ storage });
    const download = downloader();
    await cache.load(3, download);
    vi.advanceTimersByTime(OVERLAY_MAX_UNUSED_MS);
    await cache.load(4, download);
    expect(await cachedIds(storage)).toEqual(['4']);
    await cache.load(3, download);
    expect(download).toHaveBeenCalledTimes(3);
  });

  it('purges when it is created', async () => {
    const storage = createMemoryOverlayStorage();
    const blob = new Blob(['old']);
    await storage.write({ id: '5', blob, lastUsedAt: Date.now() - OVERLAY_MAX_UNUSED_MS });
    await storage.write({ id: '6', blob, lastUsedAt: Date.now() - OVERLAY_MAX_UNUSED_MS + 1 });
    const cache = createOverlayCache({ storage });
    await cache.ready;
    expect(await cachedIds(storage)).toEqual(['6']);
  });

  it('follows an injected clock', async () => {
    let now = 1_000;
    const storage = createMemoryOverlayStorage();
    const cache = createOverlayCache({ storage, clock: () => now });
    await cache.load(8, downloader());
    now += OVERLAY_MAX_UNUSED_MS;
    expect(await cache.purge()).toEqual(['8']);
  });

  it('removes the copy of a deleted overlay', async () => {
    const storage = createMemoryOverlayStorage();
    const cache = createOverlayCache({ storage });
    const download = downloader();
    await cache.load(9, download);
    await cache.load(10, download);
    await cache.remove(9);
    expect(await cachedIds(storage)).toEqual(['10']);
    await cache.load(9, download);
    expect(download).toHaveBeenCalledTimes(3);
  });
});
