import { createContext } from 'react';
import type { RaRecord } from 'react-admin';

/** Asks the listing's one delete confirmation (rowDelete.tsx) about a row's record. */
export const AskToDelete = createContext<(record: RaRecord) => void>(() => undefined);
