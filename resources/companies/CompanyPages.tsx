import { AccountCreate, AccountEdit } from '../../src/organisations/accounts/AccountPages';
import { addressInputs } from '../../src/organisations/address/addressInputs';

export const CompanyCreate = () => <AccountCreate inputs={addressInputs} />;
/** Locked until the account is activated (model `lockedUntilActivated`); shows the linked users. */
export const CompanyEdit = () => <AccountEdit inputs={addressInputs} linkedUsers />;
