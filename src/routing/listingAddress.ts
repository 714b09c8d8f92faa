/**
 * A listing's address as it starts (the hash's path): its route name, no query. Light: the console's first script
 * (src/early/firstListing.ts) reads addresses with it, and so does the routing (catalogueScreens.ts genericListingOf).
 */
export const LISTING_ADDRESS = /^\/(\w+)\/?$/;
