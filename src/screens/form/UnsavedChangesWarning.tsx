import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useId } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { UnsavedChangesKept } from './UnsavedChangesKept';

/**
 * The warning before leaving a form's unsaved changes (react-admin's `warnWhenUnsavedChanges`, same rules and same
 * question), placed inside the form, asked in the console's own dialog instead of the browser's `confirm` box (in
 * the console's language and look, reachable by keyboard and screen readers: docs/accessibility.md, "Keyboard").
 * « Rester sur la page » has the focus, so a stray Enter loses nothing; staying gives the focus back to the control
 * that asked to leave (MUI's dialog restores it). Unlike react-admin's, a blocked navigation the router has settled
 * meanwhile is not settled again. react-admin settles it from the blocker of an earlier render: when another navigation came first (a
 * save's own redirect and a click or a typed address at the same moment), React Router throws "Invalid blocker
 * state transition: unblocked -> proceeding" and the console shows its error page instead of the page asked for.
 * Only under a router that can hold a navigation (react-admin's own; not every test's). A change of the interface
 * language, which mounts the page anew, keeps the unsaved changes instead (UnsavedChangesKept.tsx): nothing to ask.
 */
export const UnsavedChangesWarning = () => {
  const canBlock = useCanBlock();
  return (
    <>
      <UnsavedChangesKept />
      {canBlock && <Warning />}
    </>
  );
};

const Warning = () => {
  const { isSubmitSuccessful, dirtyFields } = useFormState();
  const mayLeave = Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (mayLeave) return false;
    // Moving within the form (its tabs) is not leaving it; its show view is.
    const root = currentLocation.pathname;
    return !nextLocation.pathname.startsWith(root) || nextLocation.pathname.startsWith(`${root}/show`);
  });

  // A save or a delete that succeeded while the navigation was held lets it go without asking.
  useEffect(() => {
    if (blocker.state === 'blocked' && mayLeave) settleOnce(() => blocker.proceed?.());
  }, [blocker, mayLeave]);

  // Closing the tab or following an outside link: the browser's own question.
  useEffect(() => {
    if (mayLeave) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [mayLeave]);

  return (
    <LeaveDialog
      open={blocker.state === 'blocked' && !mayLeave}
      onStay={() => settleOnce(() => blocker.reset?.())}
      onLeave={() => settleOnce(() => blocker.proceed?.())}
    />
  );
};

interface LeaveDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** The question itself: an alert dialog (it interrupts a navigation), Escape and « Rester sur la page » stay. */
const LeaveDialog = ({ open, onStay, onLeave }: LeaveDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{translate('screens.form.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{translate('ra.message.unsaved_changes')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {translate('screens.form.unsaved.stay')}
        </Button>
        <Button onClick={onLeave} color="warning" variant="contained">
          {translate('screens.form.unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Proceeds or resets a held navigation, unless the router has settled it already (then there is nothing to do). */
function settleOnce(settle: () => void): void {
  try {
    settle();
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('Invalid blocker state transition')) throw error;
  }
}
