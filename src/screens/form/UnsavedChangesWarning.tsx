import { useEffect } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * The warning before leaving a form's unsaved changes (react-admin's `warnWhenUnsavedChanges`, same rules and same
 * question), placed inside the form, except that a blocked navigation the router has settled meanwhile is not
 * settled again. react-admin settles it from the blocker of an earlier render: when another navigation came first (a
 * save's own redirect and a click or a typed address at the same moment), React Router throws "Invalid blocker
 * state transition: unblocked -> proceeding" and the console shows its error page instead of the page asked for.
 * Only under a router that can hold a navigation (react-admin's own; not every test's).
 */
export const UnsavedChangesWarning = () => (useCanBlock() ? <Warning /> : null);

const Warning = () => {
  const translate = useTranslate();
  const { isSubmitSuccessful, dirtyFields } = useFormState();
  const mayLeave = Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (mayLeave) return false;
    // Moving within the form (its tabs) is not leaving it; its show view is.
    const root = currentLocation.pathname;
    return !nextLocation.pathname.startsWith(root) || nextLocation.pathname.startsWith(`${root}/show`);
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // A save or a delete that succeeded while the navigation was held lets it go without asking.
    const leave = mayLeave || window.confirm(translate('ra.message.unsaved_changes'));
    settleOnce(() => (leave ? blocker.proceed?.() : blocker.reset?.()));
  }, [blocker, mayLeave, translate]);

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

  return null;
};

/** Proceeds or resets a held navigation, unless the router has settled it already (then there is nothing to do). */
function settleOnce(settle: () => void): void {
  try {
    settle();
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('Invalid blocker state transition')) throw error;
  }
}
