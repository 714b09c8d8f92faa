import type { Identifier } from 'react-admin';
import type { HttpClient } from './httpClient';
import type { TokenPair } from './tokenStorage';

export interface Credentials {
  login: string;
  password: string;
}

/** The authentication and users calls (docs/auth-and-accounts.md), shared by the authProvider and dataProvider. */
export function createAccountApi(http: HttpClient) {
  const { request } = http;
  return {
    requestToken: (credentials: Credentials) =>
      request<TokenPair & { password_reset_key?: string }>('/auth/token', {
        method: 'POST',
        isPublic: true,
        body: { ...credentials, userType: 'admin' },
      }),
    revoke: (refreshToken: string) =>
      request('/auth/logout', { method: 'POST', isPublic: true, report: false, body: { refresh_token: refreshToken } }),
    requestPasswordReset: (email: string) =>
      request('/auth/reinit-password/request', {
        method: 'POST',
        isPublic: true,
        body: { email, type: 'admin', brand: 1 },
      }),
    validatePasswordReset: (key: string, password: string) =>
      request<TokenPair>('/auth/reinit-password/validate', { method: 'POST', isPublic: true, body: { key, password } }),
    initPassword: (userId: Identifier, password: string) =>
      request(`/users/${userId}/init-password`, { method: 'PUT', body: { password } }),
    linkAccount: (userId: Identifier, existing: Credentials) =>
      request<Credentials>(`/users/${userId}/link-account`, { method: 'PUT', body: existing }),
    /** The user's settings: the interface language (docs/product-rules.md, "Calls"). */
    saveSettings: (userId: Identifier, settings: { language: string }) =>
      request(`/users/${userId}/settings`, { method: 'POST', body: settings }),
    refreshCredentials: (userId: Identifier) => request(`/users/${userId}/refresh-credentials`, { method: 'PUT' }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
