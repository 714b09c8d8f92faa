import { describe, expect, it } from 'vitest';
import { createTestApp } from './testApp';

describe('console configuration', () => {
  it('names the public French address API by default, without a token', async () => {
    const t = await createTestApp('sqlite');
    try {
      const response = await t.call({ method: 'GET', url: '/api/console-config', token: null });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        addressSearchUrl: 'https://api-adresse.data.gouv.fr/search/',
        translation: false,
      });
    } finally {
      await t.close();
    }
  });

  it('answers the address service set in ADDRESS_SEARCH_URL', async () => {
    const t = await createTestApp('sqlite', { env: { ADDRESS_SEARCH_URL: 'http://127.0.0.1:9/search/' } });
    try {
      const response = await t.call({ method: 'GET', url: '/api/console-config', token: null });
      expect(response.json()).toEqual({ addressSearchUrl: 'http://127.0.0.1:9/search/', translation: false });
      const docs = (await t.call({ method: 'GET', url: '/api/docs', token: null })).json();
      expect(Object.keys(docs.paths)).toContain('/api/console-config');
    } finally {
      await t.close();
    }
  });
});
