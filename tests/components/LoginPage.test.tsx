import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/auth/LoginPage';
import { createAuthProvider } from '../../src/providers/authProvider';
import { renderWithAuthProvider } from './adminTestContext';

function renderLogin(login: AuthProvider['login']) {
  return renderWithAuthProvider(<LoginPage />, {
    login: vi.fn(login),
    checkAuth: vi.fn(async () => Promise.reject({ message: false })),
  });
}

async function signIn(login: string, password: string) {
  const user = userEvent.setup();
  if (login) await user.type(screen.getByLabelText(/Identifiant/), login);
  if (password) await user.type(screen.getByLabelText(/Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The server throttles the sign-in (429 / 1105) and says when to come back in `Retry-After`. */
function throttledServer(retryAfter: string) {
  const fetch = vi.fn(async (url: string) =>
    String(url).endsWith('/auth/token')
      ? new Response(JSON.stringify({ error_code: 1105, error_status: 429, message: 'too many attempts' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
        })
      : new Response(null, { status: 201 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

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

  it.each([
    ['840', 'Trop de tentatives : la connexion à ce compte est bloquée pendant 14 minutes.'],
    ['61', 'Trop de tentatives : la connexion à ce compte est bloquée pendant 2 minutes.'],
    ['30', 'Trop de tentatives : la connexion à ce compte est bloquée pendant 1 minute.'],
  ])('says sign-in is blocked for the minutes of Retry-After (%s s) after a 429', async (retryAfter, text) => {
    const fetch = throttledServer(retryAfter);
    renderLogin(createAuthProvider('/api').login);
    await signIn('admin@example.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(fetch).toHaveBeenCalledWith('/api/auth/token', expect.objectContaining({ method: 'POST' }));
  });

  it('says sign-in is blocked in English too', async () => {
    throttledServer('900');
    renderLogin(createAuthProvider('/api').login);
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Login/), 'admin@example.test');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts: sign-in to this account is blocked for 15 minutes.',
    );
  });

  it('keeps the « bloquée pendant N minutes » through a change of language, translated each time', async () => {
    throttledServer('840');
    renderLogin(createAuthProvider('/api').login);
    await signIn('admin@example.test', 'wrong');
    const french = 'Trop de tentatives : la connexion à ce compte est bloquée pendant 14 minutes.';
    expect(await screen.findByRole('alert')).toHaveTextContent(french);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts: sign-in to this account is blocked for 14 minutes.',
    );
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(screen.getByRole('alert')).toHaveTextContent(french);
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
