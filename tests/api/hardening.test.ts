import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_SOURCES_FILE } from '../../lib/consoleBuild';
import { category, expectError, uploadOverlay } from './fixtures';
import { ADMIN_EMAIL, createTestApp, DATABASES, type TestApp, tr } from './testApp';

const ADDRESS_SERVICE = 'https://adresse.example.test/search/';
/** The hash of the built index.html's inline script, as the build writes it beside it (vite.config.ts). */
const INLINE_SCRIPT_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** A built console: an index page, one asset, and the script sources the build allows (one of them not a hash). */
function fakeConsole(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(
    path.join(dir, CSP_SOURCES_FILE),
    JSON.stringify({ scriptSrc: [INLINE_SCRIPT_HASH, "'unsafe-inline'", 'https://elsewhere.example.test'] }),
  );
  return dir;
}

/** One raw HTTP request on a real socket, for what Node's parser refuses before Fastify sees it. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

describe.each(DATABASES)('hardening on %s', (database) => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fakeConsole();
    t = await createTestApp(database, { distDir, env: { ADDRESS_SEARCH_URL: ADDRESS_SERVICE } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it.each(['/', '/assets/app.js', '/api/health', '/api/nothing-here', '/api/document-categories'])(
      'are on %s',
      async (url) => {
        const response = await t.call({ method: 'GET', url, token: null });
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toMatch(/connect-src 'self' https:\/\/adresse\.example\.test/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['strict-transport-security']).toBeUndefined();
      },
    );

    it("allow the built index.html's inline script by its hash, and no other inline script or origin", async () => {
      const response = await t.call({ method: 'GET', url: '/', token: null });
      const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scriptSrc).toBe(`'self' ${INLINE_SCRIPT_HASH}`);
      // A server without a built console allows no inline script.
      const bare = await createTestApp(database, { distDir: path.join(distDir, 'nothing-built-here') });
      try {
        const policy = String(
          (await bare.call({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
        );
        expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
      } finally {
        await bare.close();
      }
    });

    it('add HSTS when the console is served over HTTPS', async () => {
      const secure = await createTestApp(database, { env: { PUBLIC_URL: 'https://console.example.test' } });
      try {
        const response = await secure.call({ method: 'GET', url: '/api/health' });
        expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      } finally {
        await secure.close();
      }
    });
  });

  describe("the framework's own rejections answer the contract's body", () => {
    it('for bad percent-encoding, over-long parameters, unknown routes, broken bodies', async () => {
      expectError(await t.call({ method: 'GET', url: '/api/document-categories/%E0%A4%A' }), 400, 1203);
      expectError(await t.call({ method: 'GET', url: `/api/document-categories/${'9'.repeat(500)}` }), 404, 1200);
      expectError(await t.call({ method: 'GET', url: '/api/no-such-route' }), 404, 1200);
      expectError(await t.call({ method: 'DELETE', url: `/${'a'.repeat(5000)}` }), 404, 1200);
      // Malformed JSON bodies: tests/api/writes.test.ts.
      const unknownType = await t.call({
        method: 'POST',
        url: '/api/document-categories',
        payload: 'x',
        headers: { 'content-type': 'text/x-unknown' },
      });
      expect(unknownType.json()).toMatchObject({ error_code: 1203, error_status: unknownType.statusCode });
    });

    it('for long static paths: the console page or the contract body, never a bare 403', async () => {
      const response = await t.call({ method: 'GET', url: `/assets/${'a'.repeat(5000)}.js`, token: null });
      if (response.statusCode >= 400) expect(response.json()).toMatchObject({ error_status: response.statusCode });
      else expect(response.body).toContain('<div id="root">');
    });

    it("for requests Node's HTTP parser refuses (headers too long, broken syntax)", async () => {
      const server = await createTestApp(database);
      try {
        await server.app.listen({ port: 0, host: '127.0.0.1' });
        const port = (server.app.server.address() as { port: number }).port;
        const tooLong = await rawRequest(port, `GET /api/health?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
        expect(tooLong).toMatch(/^HTTP\/1\.1 431/);
        expect(JSON.parse(tooLong.split('\r\n\r\n')[1])).toMatchObject({ error_code: 1203, error_status: 431 });
        const broken = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
        expect(JSON.parse(broken.split('\r\n\r\n')[1])).toMatchObject({ error_code: 1203, error_status: 400 });
      } finally {
        await server.close();
      }
    });
  });

  describe('authentication before validation', () => {
    it.each([
      ['POST', '/api/users/1/settings', { language: 'xx' }],
      ['PUT', '/api/users/1/init-password', {}],
      ['PUT', '/api/users/1/link-account', { login: 5 }],
      ['POST', '/api/users/1/password-reset-password', { password: [] }],
      ['POST', '/api/document-categories', { keyName: '?' }],
      ['PUT', '/api/document-categories/1/display-order', { displayOrder: 'x' }],
      ['POST', '/api/translation', { text: 1 }],
    ] as const)('%s %s without a token answers 401, whatever the body', async (method, url, payload) => {
      expectError(await t.call({ method, url, payload, token: null }), 401, 1100);
    });

    it('refuses a signed token without an expiry', async () => {
      const forever = await new SignJWT({ username: ADMIN_EMAIL, roles: ['ROLE_USER_ADMIN'], firstConnect: false })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('1')
        .setIssuedAt()
        .sign(new TextEncoder().encode('test-secret-for-api-tests-only'));
      expectError(await t.call({ method: 'GET', url: '/api/document-categories', token: forever }), 401, 1100);
    });
  });

  describe('characters no database keeps', () => {
    it.each([
      ['NUL', NUL],
      ['a lone surrogate', LONE_SURROGATE],
    ])('answer 400 / 1203 in every kind of string (%s), and change nothing', async (_name, bad) => {
      const parent = await category(t, `parent-${_name.length}`);
      const everything = async () =>
        Promise.all(
          ['document-categories', 'document-types', 'aligner-companies', 'image-overlays', 'error-reports'].map(
            async (api) => (await t.call({ method: 'GET', url: `/api/${api}?itemsPerPage=1000` })).body,
          ),
        );
      const before = await everything();
      const write = (api: string, payload: Record<string, unknown>) =>
        t.call({ method: 'POST', url: `/api/${api}`, payload });
      expectError(await write('document-categories', { keyName: bad, label: tr('a', 'b') }), 400, 1203, 'keyName');
      expectError(await write('document-categories', { keyName: 'k', label: tr(bad, 'b') }), 400, 1203, 'label');
      expectError(
        await write('document-types', { keyName: 'k', label: tr('a', 'b'), categoryId: parent.id, [bad]: 1 }),
        400,
        1203,
      );
      expectError(await write('aligner-companies', { name: bad, email: 'x@example.com' }), 400, 1203);
      expectError(
        await t.call({ method: 'POST', url: '/api/auth/token', token: null, payload: { login: bad, password: 'x' } }),
        400,
        1203,
        'login',
      );
      for (const url of ['/api/users/password-reset-request', '/api/auth/reinit-password/request']) {
        const payload = { login: bad, email: bad };
        expectError(await t.call({ method: 'POST', url, token: null, payload }), 400, 1203);
      }
      expectError(
        await t.call({ method: 'POST', url: '/api/users/1/settings', payload: { language: bad } }),
        400,
        1203,
      );
      expectError(await t.call({ method: 'POST', url: '/api/error-reports', payload: { message: bad } }), 400, 1203);
      expectError(await t.call({ method: 'GET', url: '/api/document-categories?q=a%00b' }), 400, 1203, 'q');
      expectError(await t.call({ method: 'GET', url: '/api/document-categories?keyName[]=%00' }), 400, 1203);
      expectError(await t.call({ method: 'GET', url: '/api/document-categories/1%00' }), 400, 1203);
      // Multipart headers travel as UTF-8, where a lone surrogate cannot be written: NUL only.
      const upload = await uploadOverlay(
        t,
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
        `x${NUL}.svg`,
        'image/svg+xml',
      );
      expectError(upload, 400, 1203, 'file');
      expect(await everything()).toEqual(before);
    });
  });

  describe('password reset requests', () => {
    it('answer before looking the account up: the same answer, the e-mail sent after it', async () => {
      const outboxSize = () => {
        try {
          return readdirSync(path.join(t.dataDir, 'outbox')).length;
        } catch {
          return 0;
        }
      };
      const before = outboxSize();
      const known = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reinit-password/request',
        payload: { email: ADMIN_EMAIL, type: 'admin', brand: 1 },
      });
      expect(outboxSize()).toBe(before);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reinit-password/request',
        payload: { email: 'nobody@example.com', type: 'admin', brand: 1 },
      });
      expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
      await t.app.settled();
      expect(outboxSize()).toBe(before + 1);
    });
  });

  it.runIf(database === 'sqlite')('keeps its data owner-only: folder 0700, files 0600', () => {
    expect(statSync(t.dataDir).mode & 0o777).toBe(0o700);
    const files = readdirSync(t.dataDir).filter((name) => statSync(path.join(t.dataDir, name)).isFile());
    expect(files).toContain('backoffice.sqlite');
    for (const name of files) expect([name, statSync(path.join(t.dataDir, name)).mode & 0o777]).toEqual([name, 0o600]);
  });
});
