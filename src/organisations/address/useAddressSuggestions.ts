import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { ErrorMessages } from '../../notifications/errorMessages';
import { useConsoleConfig } from '../../providers/consoleConfig';
import { type AddressSuggestion, DEBOUNCE_MS, MIN_QUERY_LENGTH, searchAddresses } from './addressSearch';

interface Suggestions {
  suggestions: AddressSuggestion[];
  loading: boolean;
}

const NONE: Suggestions = { suggestions: [], loading: false };

/**
 * Suggestions for what the user typed: asked DEBOUNCE_MS after the last keystroke, from MIN_QUERY_LENGTH characters,
 * earlier answers dropped. A failing service shows the generic toast (docs/product-rules.md, "Failure toasts").
 */
export function useAddressSuggestions(query: string): Suggestions {
  const serviceUrl = useConsoleConfig()?.addressSearchUrl;
  const notify = useNotify();
  const [state, setState] = useState<Suggestions>(NONE);
  const text = query.trim();

  useEffect(() => {
    if (text.length < MIN_QUERY_LENGTH || !serviceUrl) {
      setState(NONE);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((current) => ({ ...current, loading: true }));
      try {
        const suggestions = await searchAddresses(serviceUrl, text, controller.signal);
        if (!controller.signal.aborted) setState({ suggestions, loading: false });
      } catch {
        if (controller.signal.aborted) return;
        setState(NONE);
        notify(ErrorMessages.generic, { type: 'error' });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, serviceUrl, notify]);

  return state;
}
