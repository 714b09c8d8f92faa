import { AccountCreate, AccountEdit } from './account/AccountPages';
import { addressInputs } from './address/addressInputs';
import { CompanyList } from './CompanyList';

const CompanyCreate = () => <AccountCreate inputs={addressInputs} />;
/** Locked until the account is activated (model `lockedUntilActivated`); shows the linked users. */
const CompanyEdit = () => <AccountEdit inputs={addressInputs} linkedUsers />;

export default { list: CompanyList, create: CompanyCreate, edit: CompanyEdit };
