import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import fr from '../../i18n/fr';
import { validateRecord } from '../../lib/validation';
import { isWebAddress, WEB_ADDRESS_SCHEMES } from '../../lib/webAddress';
import sheetLinks from '../../resources/pedagogicalSheetLinks/model';

const linkOf = (link: string) => validateRecord(sheetLinks, { pedagogicalSheetId: 1, label: 'SFODF', link });

describe('a web address field (a pedagogical sheet link)', () => {
  it.each(WEB_ADDRESS_SCHEMES.map((scheme) => [scheme]))('accepts an address starting with %s', (scheme) => {
    expect(linkOf(`${scheme}www.sfodf.org/fiche`).ok).toBe(true);
  });

  it.each(['ftp://files.example.org', 'www.sfodf.org', 'https://', 'https://www.sfodf.org/une fiche', 'javascript:x'])(
    'refuses %s',
    (link) => {
      expect(isWebAddress(link)).toBe(false);
      expect(linkOf(link)).toMatchObject({ ok: false, problem: { field: 'link', code: 'invalid' } });
    },
  );

  it.each([
    ['French', fr.screens],
    ['English', en.screens],
  ])('its hint and its error name every scheme accepted, and only those, in %s', (_, screens) => {
    for (const text of [screens.form.urlHelp, screens.validation.url]) {
      for (const scheme of WEB_ADDRESS_SCHEMES) expect(text).toContain(scheme);
      expect(text.match(/[a-z]+:\/\//g)?.sort()).toEqual([...WEB_ADDRESS_SCHEMES].sort());
    }
  });
});
