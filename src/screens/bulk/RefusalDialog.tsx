import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { RefusedItem } from '../../../lib/bulk';
import type { Dependent, ErrorBody } from '../../../lib/errors';
import { DependentLinks } from './DependentLinks';
import { labelText } from './recordLabels';
import { RefusalReason } from './refusalReasons';

/** What the dialog shows: the refused items of a bulk call, or the dependents of one refused delete. */
type Shown =
  | { kind: 'refused'; resource: string; items: RefusedItem[]; summary?: string }
  | { kind: 'dependents'; resource: string; name: string; error: ErrorBody };

export interface RefusalReports {
  /** Lists each refused record of a bulk call by name, with its reason, under the call's summary (the toast's text). */
  showRefused(resource: string, items: RefusedItem[], summary?: string): void;
  /** Names the records that keep one record from being deleted (409 / 1104), each a link to its page. */
  showDependents(resource: string, name: string, error: ErrorBody): void;
}

/** The dialog reporting refusals, and the functions opening it; `dialog` goes anywhere in the page. */
export function useRefusalDialog(): RefusalReports & { dialog: ReactNode } {
  const [shown, setShown] = useState<Shown>();
  const showRefused = useCallback(
    (resource: string, items: RefusedItem[], summary?: string) =>
      setShown({ kind: 'refused', resource, items, summary }),
    [],
  );
  const showDependents = useCallback(
    (resource: string, name: string, error: ErrorBody) => setShown({ kind: 'dependents', resource, name, error }),
    [],
  );
  const dialog = shown ? <RefusalDialog shown={shown} onClose={() => setShown(undefined)} /> : null;
  return { showRefused, showDependents, dialog };
}

const RefusalContext = createContext<RefusalReports | undefined>(undefined);

/** Gives a listing's parts (row delete, bulk toolbar) one refusal dialog, drawn once. */
export function RefusalReportsProvider({ children }: { children: ReactNode }) {
  const { showRefused, showDependents, dialog } = useRefusalDialog();
  const reports = useMemo(() => ({ showRefused, showDependents }), [showRefused, showDependents]);
  return (
    <RefusalContext.Provider value={reports}>
      {children}
      {dialog}
    </RefusalContext.Provider>
  );
}

/** The listing's refusal dialog; undefined outside a listing (a record's page draws its own: useRefusalDialog). */
export const useRefusalReports = () => useContext(RefusalContext);

function RefusalDialog({ shown, onClose }: { shown: Shown; onClose: () => void }) {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {translate(shown.kind === 'refused' ? 'bulk.report.title' : 'app.errors.deletionTitle')}
      </DialogTitle>
      <DialogContent dividers>
        {shown.kind === 'dependents' ? (
          <Stack spacing={1}>
            <DialogContentText sx={{ color: 'text.primary' }}>
              {translate('app.errors.deletionRefused')}
            </DialogContentText>
            <DialogContentText>{translate('bulk.dependents.intro', { name: shown.name })}</DialogContentText>
            <DependentLinks
              references={(shown.error.references ?? []) as Dependent[]}
              total={shown.error.referencesTotal ?? shown.error.references?.length ?? 0}
            />
          </Stack>
        ) : (
          <>
            {shown.summary && (
              <DialogContentText sx={{ mb: 1, color: 'text.primary' }}>{shown.summary}</DialogContentText>
            )}
            <DialogContentText>{translate('bulk.report.intro', { smart_count: shown.items.length })}</DialogContentText>
            <List dense>
              {shown.items.map((item, index) => (
                <ListItem key={item.id} disableGutters sx={{ display: 'block' }}>
                  {index > 0 && <Divider sx={{ mb: 1 }} />}
                  <Typography variant="subtitle2" component="p">
                    {labelText(item.label, item.id, locale, translate)}
                  </Typography>
                  <RefusalReason resource={shown.resource} error={item.error} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate(shown.kind === 'refused' ? 'bulk.report.close' : 'bulk.dependents.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
