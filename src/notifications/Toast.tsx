import { Alert, AlertTitle, Button, Fade, Snackbar } from '@mui/material';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  CloseNotificationContext,
  type NotificationPayload,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { errorTitleKey } from './errorMessages';

/** Shown 3 s, then a 0.5 s fade (docs/product-rules.md, "Toasts"). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 500;
const ANCHOR = { vertical: 'top', horizontal: 'center' } as const;
/** Toasts about the page on screen (its form is invalid): meaningless once the administrator has moved on. */
const PAGE_BOUND_MESSAGES: readonly unknown[] = ['ra.message.invalid_form'];

/** Two notifications for the same cause: same message, style and arguments. */
const causeOf = ({ message, type, notificationOptions }: NotificationPayload) =>
  JSON.stringify([typeof message === 'string' ? message : null, type, notificationOptions?.messageArgs ?? null]);
const isPageBound = (payload: NotificationPayload | undefined) => PAGE_BOUND_MESSAGES.includes(payload?.message);

/**
 * react-admin notifications as toasts at the top in four styles (warning, info, success, error).
 * A toast closes by itself or on click. `messageArgs.title` (a key) adds a title; refused deletions
 * get theirs automatically. Undoable mutations run when their toast has faded, as react-admin expects.
 * One toast per cause at a time: a notification repeating the one on screen or one already waiting is dropped
 * (each invalid submit notifies again), and toasts about the page (invalid form) go when the page changes.
 */
export function Toast() {
  const { notifications, takeNotification, setNotifications } = useNotificationContext();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const seen = new Set(current && open ? [causeOf(current)] : []);
    const repeated = notifications.filter((payload) => seen.has(causeOf(payload)) || !seen.add(causeOf(payload)));
    if (repeated.length > 0) setNotifications((queue) => queue.filter((payload) => !repeated.includes(payload)));
  }, [notifications, current, open, setNotifications]);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setNotifications((queue) => (queue.some(isPageBound) ? queue.filter((payload) => !isPageBound(payload)) : queue));
    if (isPageBound(current)) setOpen(false);
  }, [pathname, current, setNotifications]);

  useEffect(() => {
    if (current || notifications.length === 0) return;
    const next = takeNotification();
    if (next) {
      setCurrent(next);
      setOpen(true);
    }
  }, [notifications, current, takeNotification]);

  const undoable = !!current?.notificationOptions?.undoable;
  useEffect(() => {
    if (!undoable) return;
    const warnBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warnBeforeLeaving);
    return () => window.removeEventListener('beforeunload', warnBeforeLeaving);
  }, [undoable]);

  const close = useCallback(() => setOpen(false), []);
  const settle = (isUndo: boolean) => takeMutation()?.({ isUndo });
  const handleExited = () => {
    if (undoable) settle(false);
    setCurrent(undefined);
  };
  const undo = (event: MouseEvent) => {
    event.stopPropagation();
    settle(true);
    setCurrent((payload) => payload && { ...payload, notificationOptions: {} });
    setOpen(false);
  };

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { messageArgs, autoHideDuration } = notificationOptions;
  const text = typeof message === 'string' ? translate(message, messageArgs) : message;
  const titleKey = messageArgs?.title ?? (typeof message === 'string' ? errorTitleKey(message) : undefined);

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={ANCHOR}
        autoHideDuration={autoHideDuration === undefined ? TOAST_DURATION_MS : autoHideDuration}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: { enter: 225, exit: TOAST_FADE_MS }, onExited: handleExited } }}
      >
        <Alert
          severity={type}
          variant="filled"
          onClick={close}
          sx={{ cursor: 'pointer', minWidth: 280, boxShadow: 3 }}
          action={
            undoable ? (
              <Button color="inherit" size="small" onClick={undo}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
        >
          {titleKey ? <AlertTitle>{translate(titleKey)}</AlertTitle> : null}
          {text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
