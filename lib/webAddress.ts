/**
 * What a web address field (`format: 'url'`, e.g. a pedagogical sheet's link) accepts: an address starting with one of
 * these schemes, without spaces. One rule for the console's form, the server's writes, the demo API and the import
 * (lib/validation.ts); the form's hint and error (screens.form.urlHelp, screens.validation.url) name every scheme.
 * Plain `http://` stays accepted: some professional sites an administrator links to still answer only there.
 */
export const WEB_ADDRESS_SCHEMES = ['http://', 'https://'] as const;

export function isWebAddress(text: string): boolean {
  return WEB_ADDRESS_SCHEMES.some(
    (scheme) => text.toLowerCase().startsWith(scheme) && text.length > scheme.length && !/\s/.test(text),
  );
}
