import { AccountCreate, AccountEdit } from '../companies/account/AccountPages';

/** RPPS (11 digits, checked as the server does), e-mail, names, practices; the account status and actions. */
export const UserThirdPartyCreate = () => <AccountCreate />;
export const UserThirdPartyEdit = () => <AccountEdit />;
