import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages, showsKeys } from '../../i18n';
import { resetKeyOf } from '../../src/auth/ResetPasswordPage';

describe('i18nProvider', () => {
  it('speaks French by default and English once switched', async () => {
    const provider = createI18nProvider(undefined, false);
    expect(provider.getLocale()).toBe('fr');
    expect(provider.translate('Generic_Error')).toBe('Une erreur est survenue, veuillez réessayer plus tard');
    expect(provider.translate('resources.documentTypes.name')).toBe('Types de documents');
    await provider.changeLocale('en');
    expect(provider.translate('Generic_Error')).toBe('An error occurred, please try again later');
    expect(provider.translate('ra.action.save')).toBe('Save');
  });

  it('starts in the language kept in the tab once its catalogue is loaded, falling back to French', async () => {
    expect((await loadMessages('en')).app).toMatchObject({ menu: { home: 'Home' } });
    expect(createI18nProvider('en', false).translate('app.menu.home')).toBe('Home');
    expect(createI18nProvider('de', false).getLocale()).toBe('fr');
  });

  it('shows raw keys, even those react-admin passes with a default, when asked by the address', () => {
    const provider = createI18nProvider('fr', true);
    expect(provider.translate('app.menu.home')).toBe('app.menu.home');
    expect(provider.translate('resources.unknown.name', { _: 'Unknown' })).toBe('resources.unknown.name');
  });

  it('reads the keys switch before or after the hash', () => {
    expect(showsKeys({ search: '?i18n=keys', hash: '#/home' })).toBe(true);
    expect(showsKeys({ search: '', hash: '#/home?i18n=keys' })).toBe(true);
    expect(showsKeys({ search: '?i18n=fr', hash: '#/home' })).toBe(false);
  });
});

describe('reset link', () => {
  it('reads the key after the hash or before it', () => {
    expect(resetKeyOf('?key=abc%2F1', '')).toBe('abc/1');
    expect(resetKeyOf('', '?key=xyz')).toBe('xyz');
    expect(resetKeyOf('', '')).toBeNull();
  });
});
