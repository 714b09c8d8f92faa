import { useNotify } from 'react-admin';
import type { ViewSpec } from '../../lib/model';
import { ErrorMessages } from '../notifications/errorMessages';
import { useLeaveRecordPage } from './form/useLeaveRecordPage';

/**
 * A record that cannot be read (a 404 too) shows the generic toast (docs/product-rules.md, "Failure toasts"),
 * then the page is left for the one that opened it, else the listing (useLeaveRecordPage).
 */
export function useReadFailure(view: ViewSpec) {
  const notify = useNotify();
  const leave = useLeaveRecordPage(view);
  return () => {
    notify(ErrorMessages.generic, { type: 'error' });
    leave();
  };
}
