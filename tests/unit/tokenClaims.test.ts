// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { validAdminToken as firstScriptValidAdminToken } from '../../src/early/firstScriptToken';
import { ACCESS_KEY } from '../../src/providers/tokenKeys';
import { decodeClaims, validAdminToken } from '../../src/providers/tokenStorage';
import { adminToken, jwt, nowSeconds } from './tokens';

const encode = (text: string) => Buffer.from(text).toString('base64url');

describe('decodeClaims', () => {
  it('reads the claims the server signs, in UTF-8, without checking the signature', () => {
    const token = adminToken({ username: 'élodie.ørsted@example.test', companyId: 3, settings: { language: 'en' } });
    expect(decodeClaims(token)).toEqual({
      sub: '7',
      username: 'élodie.ørsted@example.test',
      roles: ['ROLE_USER_ADMIN'],
      iat: expect.any(Number),
      exp: expect.any(Number),
      firstConnect: false,
      companyId: 3,
      settings: { language: 'en' },
    });
  });

  it('gives no roles when the token names none', () => {
    expect(decodeClaims(jwt({ sub: '7', exp: nowSeconds() + 60 }))?.roles).toEqual([]);
    expect(decodeClaims(jwt({ sub: '7', exp: nowSeconds() + 60, roles: 'ROLE_USER_ADMIN' }))?.roles).toEqual([]);
  });

  it('answers undefined for a missing or malformed token', () => {
    const header = encode('{"alg":"HS256"}');
    const malformed = [
      null,
      undefined,
      '',
      'not-a-token',
      `${header}.`,
      `${header}.%%%.signature`,
      `${header}.${encode('{"sub":"7",')}.signature`,
      `${header}.${encode('null')}.signature`,
      `${header}.${encode('42')}.signature`,
      jwt({ sub: '7', roles: ['ROLE_USER_ADMIN'] }),
      jwt({ sub: '7', exp: String(nowSeconds() + 60) }),
      jwt({ exp: nowSeconds() + 60, roles: ['ROLE_USER_ADMIN'] }),
    ];
    for (const token of malformed) expect(decodeClaims(token), String(token)).toBeUndefined();
  });
});

describe("the first script's reading of the stored token (src/early/firstScriptToken.ts)", () => {
  afterEach(() => sessionStorage.clear());

  it("answers as the console's validAdminToken", () => {
    const header = encode('{"alg":"HS256"}');
    const tokens = {
      valid: adminToken({ username: 'élodie@example.test' }),
      expired: adminToken({ exp: nowSeconds() - 1 }),
      firstConnection: adminToken({ firstConnect: true }),
      notAdministrator: adminToken({ roles: ['ROLE_USER_PRACTITIONER'] }),
      noExpiry: adminToken({ exp: undefined }),
      malformed: `${header}.${encode('{"sub":')}.signature`,
      notAToken: 'not-a-token',
    };
    for (const [name, token] of Object.entries(tokens)) {
      sessionStorage.setItem(ACCESS_KEY, token);
      const expected = name === 'valid' ? token : undefined;
      expect({ name, console: validAdminToken(), firstScript: firstScriptValidAdminToken() }).toEqual({
        name,
        console: expected,
        firstScript: expected,
      });
    }
    sessionStorage.clear();
    expect([validAdminToken(), firstScriptValidAdminToken()]).toEqual([undefined, undefined]);
  });
});
