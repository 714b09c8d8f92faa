import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

type Register = (source: string) => () => void;

/** Two contexts: the boxes that only name themselves are not drawn again each time another one does. */
const RegisterContext = createContext<Register | undefined>(undefined);
/** The sources (form paths) of the translation sets an administrator may fill in the form, in mount order. */
const SourcesContext = createContext<readonly string[] | undefined>(undefined);

/**
 * The translation sets a form holds, wherever they are typed (its fields, a JSON field's items, a sheet's sections):
 * each TranslationInput names itself here, so that one action of the form fills every empty language.
 */
export const TranslationSetsProvider = ({ children }: { children: ReactNode }) => {
  const [sources, setSources] = useState<readonly string[]>([]);
  const register = useCallback((source: string) => {
    setSources((current) => [...current, source]);
    return () =>
      setSources((current) => {
        const index = current.indexOf(source);
        return index < 0 ? current : [...current.slice(0, index), ...current.slice(index + 1)];
      });
  }, []);
  return (
    <RegisterContext.Provider value={register}>
      <SourcesContext.Provider value={sources}>{children}</SourcesContext.Provider>
    </RegisterContext.Provider>
  );
};

/** Names a translation set the administrator may fill to its form (nothing outside such a form). */
export function useRegisterTranslationSet(source: string, editable: boolean): void {
  const register = useContext(RegisterContext);
  useEffect(() => (register && editable ? register(source) : undefined), [register, source, editable]);
}

/** The editable translation sets of the form, without duplicates; undefined outside a form that keeps them. */
export function useTranslationSetSources(): readonly string[] | undefined {
  const sources = useContext(SourcesContext);
  return useMemo(() => (sources ? [...new Set(sources)] : undefined), [sources]);
}
