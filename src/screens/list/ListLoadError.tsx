import { Alert, Button } from '@mui/material';
import { useLayoutEffect } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { dropEarlyListing } from '../../early/handover';
import { ErrorMessages } from '../../notifications/errorMessages';

/**
 * In place of the rows when the listing could not be read: the generic error and a retry, never « Aucun
 * résultat », which would say the catalogue is empty (docs/product-rules.md, "Failure toasts").
 */
export const ListLoadError = () => {
  const translate = useTranslate();
  const { refetch } = useListContext();
  useLayoutEffect(dropEarlyListing, []);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      {translate(ErrorMessages.generic)}
    </Alert>
  );
};
