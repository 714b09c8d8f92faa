import { AccountCreate, AccountEdit } from '../../src/organisations/accounts/AccountPages';
import { addressInputs } from '../../src/organisations/address/addressInputs';

/** The company fields (address search included), the logo and partner practices through the generic inputs. */
export const AlignerCompanyCreate = () => <AccountCreate inputs={addressInputs} />;
export const AlignerCompanyEdit = () => <AccountEdit inputs={addressInputs} linkedUsers />;
