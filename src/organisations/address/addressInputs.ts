import { AddressSearchInput } from './AddressSearchInput';

/** Form inputs replacing the generic ones on catalogues with a postal address: the address search. */
export const addressInputs = { address: AddressSearchInput };
