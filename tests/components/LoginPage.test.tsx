// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type AuthProvider, HttpError, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { LoginPage } from '../../src/auth/LoginPage';

function renderLogin(login: AuthProvider['login']) {
  const authProvider: AuthProvider = {
    login: vi.fn(login),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => Promise.reject({ message: false })),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => []),
  };
  render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={testDataProvider()}
      i18nProvider={createI18nProvider('fr', false)}
      store={memoryStore()}
    >
      <LoginPage />
    </AdminContext>,
  );
  return authProvider;
}

async function signIn(login: string, password: string) {
  const user = userEvent.setup();
  if (login) await user.type(screen.getByLabelText(/Identifiant/), login);
  if (password) await user.type(screen.getByLabelText(/Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

afterEach(() => sessionStorage.clear());

describe('LoginPage', () => {
  it('offers the forgotten-password and register links', () => {
    renderLogin(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '#/register');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '#/forgot-password');
  });

  it('signs in with the login and password typed', async () => {
    const authProvider = renderLogin(async () => undefined);
    await signIn(' admin@example.test ', 'Secret-123');
    await waitFor(() =>
      expect(authProvider.login).toHaveBeenCalledWith({ username: 'admin@example.test', password: 'Secret-123' }),
    );
  });

  it('says the identifier or password is wrong in French after a 401', async () => {
    renderLogin(async () => {
      throw new HttpError('Error_BadCredentials', 401, { error_code: 1100, error_status: 401 });
    });
    await signIn('admin@example.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect');
  });

  it('asks for the login before calling the server', async () => {
    const authProvider = renderLogin(async () => undefined);
    await signIn('', 'Secret-123');
    expect(await screen.findByText('Veuillez saisir votre identifiant')).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('switches to English with the gb flag', async () => {
    renderLogin(async () => undefined);
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
