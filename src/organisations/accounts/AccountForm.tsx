import { Box } from '@mui/material';
import type { ComponentType } from 'react';
import { TextInput, Toolbar, useRecordContext } from 'react-admin';
import {
  AtLeastOneOfLegend,
  CatalogueSimpleForm,
  FieldInput,
  FieldLabel,
  RecordPageDeleteButton,
  useCatalogue,
} from '../../screens';
import { AccountLockBanner } from './AccountLockBanner';
import { AccountStatusField } from './AccountStatusChip';
import { accountOwnedFields, accountStateOf } from './accountState';

/** A field's own input, replacing the generic one (e.g. the address with its search). */
export type AccountFieldInputs = Record<string, ComponentType<{ readOnly?: boolean }>>;

interface AccountFormProps {
  mode: 'create' | 'edit';
  inputs?: AccountFieldInputs;
}

const LockedToolbar = () => (
  <Toolbar sx={{ justifyContent: 'flex-end' }}>
    <RecordPageDeleteButton />
  </Toolbar>
);

/**
 * The form of a record with a linked account: every model field (the account's status shows as a chip,
 * not an input), the e-mail explaining where credentials go, and, while the model locks records until
 * their account is activated, every input read-only under a banner saying why.
 */
export const AccountForm = ({ mode, inputs = {} }: AccountFormProps) => {
  const { model, view } = useCatalogue();
  const record = useRecordContext();
  const locked = mode === 'edit' && !!accountStateOf(model, record)?.locked;
  const owned = accountOwnedFields(model);
  const fields = Object.entries(model.fields).filter(([name, spec]) => !owned.has(name) && !spec.readOnly);
  const emailField = model.account?.email;

  return (
    <CatalogueSimpleForm model={model} view={view} mode={mode} toolbar={locked ? <LockedToolbar /> : undefined}>
      {mode === 'edit' && (
        <Box sx={{ mb: 2 }}>
          <AccountStatusField />
        </Box>
      )}
      {locked && <AccountLockBanner />}
      {fields.map(([name, spec]) => {
        const Input = inputs[name];
        if (Input) return <Input key={name} readOnly={locked} />;
        if (name === emailField) {
          const label = <FieldLabel model={model} view={view} name={name} />;
          return (
            <TextInput
              key={name}
              source={name}
              label={label}
              type="email"
              readOnly={locked}
              helperText="accounts.emailHelp"
            />
          );
        }
        return <FieldInput key={name} name={name} spec={spec} model={model} view={view} readOnly={locked} />;
      })}
      <AtLeastOneOfLegend model={model} />
    </CatalogueSimpleForm>
  );
};
