import { useState } from 'react';
import { type RaRecord, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { ErrorCode } from '../../lib/errors';
import { ErrorMessages, errorBodyOf } from '../../src/notifications/errorMessages';
import { useNotifyCreated } from '../../src/notifications/useNotifyOutcome';
import { OVERLAY_RESOURCE, type OverlayDataProvider } from './overlayFiles';

/** What the file pickers offer; the server checks the bytes themselves. */
export const ACCEPTED_OVERLAY_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
const ACCEPTED_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.svg'];
export const OVERLAY_FILE_ACCEPT = [...ACCEPTED_OVERLAY_TYPES, ...ACCEPTED_EXTENSIONS].join(',');

/** Dropped files may come without a type: their extension then decides. */
export function isAcceptedOverlayFile(file: File): boolean {
  if (file.type) return ACCEPTED_OVERLAY_TYPES.includes(file.type);
  const name = file.name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** A duplicate names the key; any other failed upload is generic (docs/product-rules.md, "Failure toasts"). */
export function uploadFailureMessage(error: unknown): string {
  return errorBodyOf(error).error_code === ErrorCode.Duplicate ? ErrorMessages.duplicateKeyName : ErrorMessages.generic;
}

export interface UploadProgress {
  name: string;
  current: number;
  total: number;
}

/**
 * Uploads overlay files one after the other (multipart `file` + `input` `{}`), with a success toast naming the
 * entity for each, else the failure toast (docs/product-rules.md, "Failure toasts"); the listing refreshed at the end.
 */
export function useOverlayUpload(onUploaded?: (records: RaRecord[]) => void) {
  const dataProvider = useDataProvider<OverlayDataProvider>();
  const notify = useNotify();
  const notifyCreated = useNotifyCreated();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = async (files: readonly File[]) => {
    for (const file of files.filter((candidate) => !isAcceptedOverlayFile(candidate))) {
      notify('imageOverlays.upload.unsupported', { type: 'warning', messageArgs: { name: file.name } });
    }
    const accepted = files.filter(isAcceptedOverlayFile);
    const created: RaRecord[] = [];
    for (const [index, file] of accepted.entries()) {
      setProgress({ name: file.name, current: index + 1, total: accepted.length });
      try {
        const { data } = await dataProvider.uploadImageOverlay(file);
        created.push(data);
        notifyCreated(OVERLAY_RESOURCE);
      } catch (error) {
        notify(uploadFailureMessage(error), { type: 'error' });
      }
    }
    setProgress(null);
    if (created.length > 0) {
      refresh();
      onUploaded?.(created);
    }
  };

  return { upload, progress };
}
