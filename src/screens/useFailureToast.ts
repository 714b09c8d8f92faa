import { useEvent, useResourceContext } from 'react-admin';
import { useNotifyFailure } from '../notifications/useNotifyOutcome';

/**
 * Shows the toast of a failed call on a catalogue (docs/product-rules.md, "Failure toasts": duplicate key or
 * e-mail, refused deletion, generic) through the shell's helper; stable across renders, so effects may use it.
 */
export function useFailureToast(): (error: unknown, resource?: string) => void {
  const notifyFailure = useNotifyFailure();
  const currentResource = useResourceContext();
  return useEvent((error: unknown, resource?: string) => notifyFailure(resource ?? currentResource ?? '', error));
}
