/**
 * Where the access token is kept (sessionStorage, docs/product-rules.md, "Sessions"), in a module of its own: besides
 * src/providers/tokenStorage.ts, the first script (src/early/firstScriptToken.ts) and index.html's inline script
 * (src/early/inlineFirstCallScript.ts) read it, and they load no package.
 */
export const ACCESS_KEY = 'auth.token';
