import { AccountCreate, AccountEdit } from '../../src/organisations/accounts/AccountPages';

/** RPPS (11 digits, checked as the server does), e-mail, names, practices; the account status and actions. */
export const UserThirdPartyCreate = () => <AccountCreate />;
export const UserThirdPartyEdit = () => <AccountEdit />;
