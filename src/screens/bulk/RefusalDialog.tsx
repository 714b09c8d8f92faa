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
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { RefusedItem } from '../../../lib/bulk';
import type { Dependent, ErrorBody } from '../../../lib/errors';
import { keepFocusOnPage } from '../../layout/pageHeading';
import { DependentLinks } from './DependentLinks';
import { labelText } from './recordLabels';
import { RefusalReason } from './refusalReasons';

/** What to do besides closing, offered in the dialog: undo the part of the call that was done (a delete's). */
export interface RefusalAction {
  label: string;
  run(): void;
}

/**
 * How a report of refusals fits the call it ends: `action` offered beside « Fermer »; `afterClose` run once it is
 * closed without that action (a delete's undo toast then, which the modal dialog would cover and keep out of the
 * keyboard's reach); `returnFocusTo` the control that started the call, which the focus goes back to (else the
 * control focused when the dialog opened; when that is gone or hidden, the page's heading).
 */
export interface RefusalOptions {
  action?: RefusalAction;
  afterClose?: () => void;
  returnFocusTo?: HTMLElement | null;
}

/** What the dialog shows: the refused items of a bulk call, or the dependents of one refused delete. */
type Shown =
  | { kind: 'refused'; resource: string; items: RefusedItem[]; summary?: string; options: RefusalOptions }
  | { kind: 'dependents'; resource: string; name: string; error: ErrorBody; options: RefusalOptions };

export interface RefusalReports {
  /** Lists each refused record of a bulk call by name, with its reason, under the call's summary (the toast's text). */
  showRefused(resource: string, items: RefusedItem[], summary?: string, options?: RefusalOptions): void;
  /** Names the records that keep one record from being deleted (409 / 1104), each a link to its page. */
  showDependents(resource: string, name: string, error: ErrorBody): void;
}

/** Whether the focus can go back to `element`: still on the page and shown (not in a folded toolbar). */
const canTakeFocus = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element &&
  element.isConnected &&
  element !== document.body &&
  !element.hasAttribute('disabled') &&
  (element.checkVisibility?.({ visibilityProperty: true } as CheckVisibilityOptions) ?? true);

/** The dialog reporting refusals, and the functions opening it; `dialog` goes anywhere in the page. */
export function useRefusalDialog(): RefusalReports & { dialog: ReactNode } {
  const [shown, setShown] = useState<Shown>();
  /** Where the focus goes once the dialog is closed, and what runs then. */
  const closing = useRef<{ focus?: HTMLElement | null; afterwards?: () => void }>(undefined);
  const showRefused = useCallback(
    (resource: string, items: RefusedItem[], summary?: string, options: RefusalOptions = {}) =>
      setShown({ kind: 'refused', resource, items, summary, options: withOpener(options) }),
    [],
  );
  const showDependents = useCallback(
    (resource: string, name: string, error: ErrorBody) =>
      setShown({ kind: 'dependents', resource, name, error, options: withOpener({}) }),
    [],
  );
  // Once the dialog has left the page (MUI's own focus restoring done), the focus goes back where it belongs.
  useEffect(() => {
    if (shown || !closing.current) return;
    const { focus, afterwards } = closing.current;
    closing.current = undefined;
    if (canTakeFocus(focus)) focus.focus();
    else keepFocusOnPage();
    afterwards?.();
  }, [shown]);
  const close = (acted: boolean) => {
    closing.current = {
      focus: shown?.options.returnFocusTo,
      afterwards: acted ? undefined : shown?.options.afterClose,
    };
    setShown(undefined);
  };
  const dialog = shown ? <RefusalDialog shown={shown} onClose={() => close(false)} onAct={() => close(true)} /> : null;
  return { showRefused, showDependents, dialog };
}

/** The options, the focused control standing for the one to return to when none is named. */
const withOpener = (options: RefusalOptions): RefusalOptions => ({
  ...options,
  returnFocusTo:
    options.returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null),
});

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

interface RefusalDialogProps {
  shown: Shown;
  onClose: () => void;
  /** Its action was chosen: closed, then the action runs. */
  onAct: () => void;
}

function RefusalDialog({ shown, onClose, onAct }: RefusalDialogProps) {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const titleId = useId();
  const { action } = shown.options;
  return (
    // The focus goes back by useRefusalDialog's rule, not MUI's (the control focused at opening may be gone).
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth disableRestoreFocus>
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
        {action && (
          <Button
            onClick={() => {
              onAct();
              action.run();
            }}
          >
            {action.label}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          {translate(shown.kind === 'refused' ? 'bulk.report.close' : 'bulk.dependents.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
