import { useEvent, useResourceContext } from 'react-admin';
import { useNotifyFailure } from '../notifications/useNotifyOutcome';

/**
 * Shows the spec §8 toast for a failed call on a catalogue (duplicate key or e-mail, refused deletion,
 * generic), through the shell's toast helper; stable across renders, so effects may depend on it.
 */
export function useFailureToast(): (error: unknown, resource?: string) => void {
  const notifyFailure = useNotifyFailure();
  const currentResource = useResourceContext();
  return useEvent((error: unknown, resource?: string) => notifyFailure(resource ?? currentResource ?? '', error));
}
