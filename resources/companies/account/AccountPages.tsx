import { Create, Edit, TopToolbar } from 'react-admin';
import { useCatalogue, useSavedToast } from '../../../src/views';
import { CreateTitle } from '../../../src/views/form/GenericCreate';
import { EditTitle } from '../../../src/views/form/GenericEdit';
import { type AccountFieldInputs, AccountForm } from './AccountForm';
import { LinkedUsersPanel } from './LinkedUsersPanel';
import { RefreshCredentialsButton } from './RefreshCredentialsButton';

/**
 * The add page of a record with a linked account: saving e-mails temporary credentials to its user.
 * Titled like every add page: « Nouveau : Cabinet ».
 */
export const AccountCreate = ({ inputs }: { inputs?: AccountFieldInputs }) => {
  const { view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'created');
  return (
    <Create mutationMode="pessimistic" mutationOptions={{ onSuccess }} title={<CreateTitle view={view.name} />}>
      <AccountForm mode="create" inputs={inputs} />
    </Create>
  );
};

interface AccountEditProps {
  inputs?: AccountFieldInputs;
  /** Shows the accounts linked to the record (GET /api/<api>/{id}/user-companies). */
  linkedUsers?: boolean;
}

/**
 * The modify page, titled with the record's name like every modify page: the form (read-only while
 * locked), « Renvoyer les identifiants », the linked users.
 */
export const AccountEdit = ({ inputs, linkedUsers = false }: AccountEditProps) => {
  const { view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'updated');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirect="list"
      title={<EditTitle view={view.name} />}
      actions={
        <TopToolbar>
          <RefreshCredentialsButton />
        </TopToolbar>
      }
    >
      <AccountForm mode="edit" inputs={inputs} />
      {linkedUsers && <LinkedUsersPanel />}
    </Edit>
  );
};
