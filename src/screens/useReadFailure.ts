import { useNotify } from 'react-admin';
import type { ViewSpec } from '../../lib/model';
import { ErrorMessages, errorStatusOf } from '../notifications/errorMessages';
import { useLeaveRecordPage } from './form/useLeaveRecordPage';

/**
 * A record that cannot be read shows the generic toast (docs/product-rules.md, "Failure toasts"), then the page is
 * left for the one that opened it, else the listing (useLeaveRecordPage). A record that does not exist (404) is said
 * in the page instead, with the way back to its listing (src/routing/RecordOfItsView.tsx).
 */
export function useReadFailure(view: ViewSpec) {
  const notify = useNotify();
  const leave = useLeaveRecordPage(view);
  return (error: unknown) => {
    if (errorStatusOf(error) === 404) return;
    notify(ErrorMessages.generic, { type: 'error' });
    leave();
  };
}
