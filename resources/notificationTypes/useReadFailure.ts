import { useNotify, useRedirect } from 'react-admin';
import { ErrorMessages } from '../../src/notifications/errorMessages';

/** Spec §8: a record that cannot be read shows the generic error toast, then its listing. */
export function useReadFailure(resource: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(ErrorMessages.generic, { type: 'error' });
    redirect('list', resource);
  };
}
