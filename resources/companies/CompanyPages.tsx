import { AccountCreate, AccountEdit } from './account/AccountPages';
import { addressInputs } from './address/addressInputs';

export const CompanyCreate = () => <AccountCreate inputs={addressInputs} />;
/** Locked until the account is activated (model `lockedUntilActivated`); shows the linked users. */
export const CompanyEdit = () => <AccountEdit inputs={addressInputs} linkedUsers />;
