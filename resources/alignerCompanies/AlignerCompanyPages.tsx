import { AccountCreate, AccountEdit } from '../companies/account/AccountPages';
import { addressInputs } from '../companies/address/addressInputs';

/** The company fields (address search included), the logo and partner practices through the generic inputs. */
export const AlignerCompanyCreate = () => <AccountCreate inputs={addressInputs} />;
export const AlignerCompanyEdit = () => <AccountEdit inputs={addressInputs} linkedUsers />;
