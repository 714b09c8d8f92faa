import { useEffect } from 'react';
import { useLocation, useStore } from 'react-admin';

export const TRANSACTION_ID_PARAMETER = 'transactionId';

/** Spec §2: a `transactionId` query parameter, in the address or in the route, is saved into the Store. */
export function useRecordTransactionId() {
  const { search } = useLocation();
  const [, setTransactionId] = useStore<string>(TRANSACTION_ID_PARAMETER);
  useEffect(() => {
    const fromRoute = new URLSearchParams(search).get(TRANSACTION_ID_PARAMETER);
    const fromAddress = new URLSearchParams(window.location.search).get(TRANSACTION_ID_PARAMETER);
    const transactionId = fromRoute ?? fromAddress;
    if (transactionId) setTransactionId(transactionId);
  }, [search, setTransactionId]);
}
