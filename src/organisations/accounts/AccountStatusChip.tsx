import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useCatalogue } from '../../screens';
import { accountStateOf } from './accountState';

/** « Compte activé » or « En attente d’activation ». */
export const AccountStatusChip = ({ active }: { active: boolean }) => {
  const translate = useTranslate();
  return active ? (
    <Chip size="small" color="success" icon={<CheckCircleIcon />} label={translate('accounts.status.active')} />
  ) : (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<HourglassEmptyIcon />}
      label={translate('accounts.status.pending')}
    />
  );
};

/**
 * The status of the current record's account: a listing column (`label` names it, `sortBy` the account's
 * active flag it sorts on) or a page header.
 */
export const AccountStatusField = (_props: { label?: string; sortBy?: string }) => {
  const record = useRecordContext();
  const { model } = useCatalogue();
  const state = accountStateOf(model, record);
  return state ? <AccountStatusChip active={state.isActive} /> : null;
};
