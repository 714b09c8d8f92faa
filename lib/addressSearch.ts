/** The address search service used when ADDRESS_SEARCH_URL names none (the French national address base). */
export const DEFAULT_ADDRESS_SEARCH_URL = 'https://api-adresse.data.gouv.fr/search/';
