import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, HttpError } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionRenewalDialog } from '../../src/auth/SessionRenewalDialog';
import { sessionRenewal } from '../../src/providers/sessionRenewal';
import { tokenStorage } from '../../src/providers/tokenStorage';
import { draftKey, registerOpenForm } from '../../src/screens/form/drafts';
import { adminToken } from '../unit/tokens';
import { renderWithAuthProvider } from './adminTestContext';

// docs/session-renewal.md: the dialog that signs the same account in again over the page.
const Where = () => <p>at {useLocation().pathname}</p>;

function renderDialog(login: AuthProvider['login']) {
  return renderWithAuthProvider(
    <>
      <SessionRenewalDialog />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { login: vi.fn(login) },
  );
}

/** The tab's last session was this account's; a form holds unsaved changes. */
function endedSessionWithOpenForm() {
  tokenStorage.save({ token: adminToken(), refresh_token: 'r' });
  tokenStorage.clear();
  return registerOpenForm({
    key: draftKey('protocols', 3),
    hasChanges: () => true,
    values: () => ({ id: 3, description: 'Tapé' }),
    kept: vi.fn(),
  });
}

/** A call refused for an ended session asks for the renewal: the dialog opens (a state change, in React's act). */
function renewalAskedFor(method: string): Promise<boolean> | undefined {
  let renewed: Promise<boolean> | undefined;
  act(() => {
    renewed = sessionRenewal.renewFor(method);
  });
  return renewed;
}

afterEach(() => sessionStorage.clear());

describe('signing in again over the page', () => {
  it('asks the same account, shows the sign-in messages, and lets the call go on once signed in', async () => {
    const withdraw = endedSessionWithOpenForm();
    let attempts = 0;
    const auth = renderDialog(async () => {
      attempts += 1;
      if (attempts === 1) throw new HttpError('Error_BadCredentials', 401, { error_code: 1100, error_status: 401 });
      return undefined;
    });
    const renewed = renewalAskedFor('PUT');
    const login = await screen.findByRole('textbox', { name: 'Identifiant' });
    expect(login).toHaveValue('admin@example.test');
    expect(login).toHaveAttribute('readonly');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez saisir votre mot de passe');
    await user.type(screen.getByLabelText('Mot de passe'), 'Faux-1234!');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await expect(renewed).resolves.toBe(true);
    expect(auth.login).toHaveBeenLastCalledWith({ username: 'admin@example.test', password: 'Faux-1234!' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(draftKey('protocols', 3))).toBeNull();
    withdraw();
  });

  it('on cancel, keeps the open form as a draft and leaves for /logout', async () => {
    const withdraw = endedSessionWithOpenForm();
    renderDialog(async () => undefined);
    const renewed = renewalAskedFor('POST');
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await expect(renewed).resolves.toBe(false);
    expect(JSON.parse(sessionStorage.getItem(draftKey('protocols', 3)) ?? '{}')).toEqual({
      id: 3,
      description: 'Tapé',
    });
    expect(await screen.findByText('at /logout')).toBeInTheDocument();
    withdraw();
  });

  it('an account that must choose a new password first: the draft is kept and the reset form opens', async () => {
    const withdraw = endedSessionWithOpenForm();
    renderDialog(async () => ({ redirectTo: '/reset-password?key=abc' }));
    const renewed = renewalAskedFor('PUT');
    await userEvent.type(await screen.findByLabelText('Mot de passe'), 'Nouveau-1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await expect(renewed).resolves.toBe(false);
    expect(sessionStorage.getItem(draftKey('protocols', 3))).not.toBeNull();
    expect(await screen.findByText('at /reset-password')).toBeInTheDocument();
    withdraw();
  });

  it('is not asked for a read when no form has unsaved changes', () => {
    tokenStorage.save({ token: adminToken(), refresh_token: 'r' });
    renderDialog(async () => undefined);
    expect(sessionRenewal.renewFor('GET')).toBeUndefined();
  });
});
