import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, type NotificationType, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { TOAST_DURATION_MS, TOAST_FADE_MS, Toast } from '../../src/notifications/Toast';
import { useNotifyCreated } from '../../src/notifications/useNotifyOutcome';

function Notifier({ message, type, args }: { message: string; type: NotificationType; args?: object }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(message, { type, messageArgs: args })}>
      notify
    </button>
  );
}

function CreationNotifier({ resource }: { resource: string }) {
  const notifyCreated = useNotifyCreated();
  return (
    <button type="button" onClick={() => notifyCreated(resource)}>
      created
    </button>
  );
}

function renderToast(message: string, type: NotificationType = 'info', args?: object) {
  render(
    <AdminContext i18nProvider={createI18nProvider('fr', false)} store={memoryStore()}>
      <Notifier message={message} type={type} args={args} />
      <Toast />
    </AdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'notify' }));
}

/** Time passes in small steps so that React renders between the timers, as in a browser. */
function advance(ms: number) {
  for (let step = 0; step < ms; step += 50) act(() => vi.advanceTimersByTime(Math.min(50, ms - step)));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it.each([
    ['success', 'MuiAlert-filledSuccess'],
    ['info', 'MuiAlert-filledInfo'],
    ['warning', 'MuiAlert-filledWarning'],
    ['error', 'MuiAlert-filledError'],
  ] as const)('shows a %s toast at the top, translated', (type, alertClass) => {
    renderToast('Generic_Error', type);
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Une erreur est survenue, veuillez réessayer plus tard');
    expect(toast).toHaveClass(alertClass);
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
  });

  it('disappears after 3 s plus a 0.5 s fade', () => {
    renderToast('app.auth.passwordChanged', 'success');
    advance(TOAST_DURATION_MS - 100);
    expect(screen.getByRole('alert')).toHaveTextContent('Votre mot de passe a été modifié');
    advance(100 + TOAST_FADE_MS - 100);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes when clicked', () => {
    renderToast('Generic_Error', 'error');
    fireEvent.click(screen.getByRole('alert'));
    advance(TOAST_FADE_MS + 50);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('titles a refused deletion', () => {
    renderToast('app.errors.deletionRefused', 'error');
    expect(within(screen.getByRole('alert')).getByText('Erreur lors de la suppression')).toHaveClass(
      'MuiAlertTitle-root',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Suppression impossible : au moins un élément associé existe.');
  });

  it('names the entity created', () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('fr', false)} store={memoryStore()}>
        <CreationNotifier resource="documentTypes" />
        <Toast />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'created' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type de document : création réussie');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-filledSuccess');
  });
});
