import { AccountCreate, AccountEdit } from '../companies/account/AccountPages';
import { UserThirdPartyList } from './UserThirdPartyList';

/** RPPS (11 digits, checked as the server does), e-mail, names, practices; the account status and actions. */
const UserThirdPartyCreate = () => <AccountCreate />;
const UserThirdPartyEdit = () => <AccountEdit />;

export default { list: UserThirdPartyList, create: UserThirdPartyCreate, edit: UserThirdPartyEdit };
