import { IconButton, Stack, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { useAuthProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { ErrorMessages } from '../notifications/errorMessages';
import type { AppAuthProvider } from '../providers/authProvider';
import { BritishFlag, FrenchFlag } from './Flags';
import { carryFormValuesThroughLanguageSwitch } from './keptThroughLanguageSwitch';

export const LANGUAGES = [
  { locale: 'fr', label: 'app.language.fr', Flag: FrenchFlag },
  { locale: 'en', label: 'app.language.en', Flag: BritishFlag },
] as const;

/**
 * The tab's language and the way to change it, as both the flags and the phone's compact menu (CompactSettingsMenu.tsx)
 * do: kept in the tab's Store (sessionStorage), saved as the signed-in user's setting, typed form values carried over.
 * The page's `lang` follows it.
 */
export function useLanguageChoice(): [string, (code: string) => void] {
  const [locale, setLocale] = useLocaleState();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const notify = useNotify();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const choose = (code: string) => {
    // The language already shown, clicked, is a choice too: kept in the tab (so that signing in keeps it rather
    // than the account's saved one, docs/console.md) and saved; the page stays as it is.
    if (code !== locale) carryFormValuesThroughLanguageSwitch();
    setLocale(code);
    authProvider?.saveLanguage?.(code).catch(() => notify(ErrorMessages.generic, { type: 'error' }));
  };
  return [locale, choose];
}

/**
 * Flag buttons switching the interface language, kept in the tab's Store (sessionStorage); sets the page's
 * lang (its title follows its heading: pageHeading.tsx), and saved as the signed-in user's setting
 * (`POST /api/users/{id}/settings`, docs/auth-and-accounts.md). Forms that ask for it keep their typed values
 * through the switch.
 */
export function LanguageSwitch() {
  const [locale, choose] = useLanguageChoice();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={translate('app.language.label')}>
      {LANGUAGES.map(({ locale: code, label, Flag }) => (
        <Tooltip key={code} title={translate(label)}>
          <IconButton
            size="small"
            lang={code}
            aria-label={translate(label)}
            aria-pressed={locale === code}
            onClick={() => choose(code)}
            sx={{
              borderRadius: 1,
              outline: locale === code ? '2px solid currentColor' : 'none',
              opacity: locale === code ? 1 : 0.6,
            }}
          >
            <Flag />
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
