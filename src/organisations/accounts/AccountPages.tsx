import { TopToolbar } from 'react-admin';
import { CatalogueCreate, CatalogueEdit } from '../../screens';
import { type AccountFieldInputs, AccountForm } from './AccountForm';
import { LinkedUsersPanel } from './LinkedUsersPanel';
import { RefreshCredentialsButton } from './RefreshCredentialsButton';

/**
 * The add page of a record with a linked account: saving e-mails temporary credentials to its user.
 * Titled like every add page: « Nouveau : Cabinet ».
 */
export const AccountCreate = ({ inputs }: { inputs?: AccountFieldInputs }) => (
  <CatalogueCreate>
    <AccountForm mode="create" inputs={inputs} />
  </CatalogueCreate>
);

interface AccountEditProps {
  inputs?: AccountFieldInputs;
  /** Shows the accounts linked to the record (GET /api/<api>/{id}/user-companies). */
  linkedUsers?: boolean;
}

/**
 * The modify page, titled with the record's name like every modify page: the form (read-only while
 * locked), « Renvoyer les identifiants », the linked users.
 */
export const AccountEdit = ({ inputs, linkedUsers = false }: AccountEditProps) => (
  <CatalogueEdit
    actions={
      <TopToolbar>
        <RefreshCredentialsButton />
      </TopToolbar>
    }
  >
    <AccountForm mode="edit" inputs={inputs} />
    {linkedUsers && <LinkedUsersPanel />}
  </CatalogueEdit>
);
