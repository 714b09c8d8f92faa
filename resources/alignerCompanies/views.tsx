import { AccountCreate, AccountEdit } from '../companies/account/AccountPages';
import { addressInputs } from '../companies/address/addressInputs';
import { AlignerCompanyList } from './AlignerCompanyList';

/** The company fields (address search included), the logo and partner practices through the generic inputs. */
const AlignerCompanyCreate = () => <AccountCreate inputs={addressInputs} />;
const AlignerCompanyEdit = () => <AccountEdit inputs={addressInputs} linkedUsers />;

export default { list: AlignerCompanyList, create: AlignerCompanyCreate, edit: AlignerCompanyEdit };
