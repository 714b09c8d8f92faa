import { useCallback, useEffect, useState } from 'react';
import { type DataProvider, type Identifier, useDataProvider } from 'react-admin';
import type { CatalogueCalls } from '../../src/providers/catalogueCalls';
import model from './model';
import { overlayCache } from './sharedOverlayCache';

export const OVERLAY_RESOURCE = model.name;

/** The console dataProvider's overlay file calls (multipart upload, authenticated binary download). */
export type OverlayDataProvider = DataProvider & Pick<CatalogueCalls, 'uploadImageOverlay' | 'downloadImageOverlay'>;

/** Reads an overlay's bytes through the local cache, downloading them with the bearer token on a miss. */
export function useOverlayBlob() {
  const dataProvider = useDataProvider<OverlayDataProvider>();
  return useCallback(
    (id: Identifier) => overlayCache.load(id, () => dataProvider.downloadImageOverlay(id)),
    [dataProvider],
  );
}

export interface OverlayObjectUrl {
  url?: string;
  failed: boolean;
}

/** An object URL of the overlay's bytes (no token ever goes into a URL), revoked when no longer shown. */
export function useOverlayObjectUrl(id: Identifier | null | undefined): OverlayObjectUrl {
  const readBlob = useOverlayBlob();
  const [state, setState] = useState<OverlayObjectUrl>({ failed: false });
  useEffect(() => {
    setState({ failed: false });
    if (id === null || id === undefined) return;
    let shown = true;
    let url: string | undefined;
    readBlob(id).then(
      (blob) => {
        if (!shown) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      () => shown && setState({ failed: true }),
    );
    return () => {
      shown = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, readBlob]);
  return state;
}

const REVOKE_DELAY_MS = 1000;

/** Saves bytes as a file named `fileName`, the way a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
