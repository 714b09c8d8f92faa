import { useEffect } from 'react';
import { useLocation, useStore } from 'react-admin';

export const TRANSACTION_ID_PARAMETER = 'transactionId';

/** A `transactionId` in the address or the route is kept in the Store (docs/product-rules.md, "Transaction id"). */
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
