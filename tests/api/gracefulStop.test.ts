import { afterEach, describe, expect, it } from 'vitest';
import { type FakeTranslationEngine, startTranslationEngine } from '../fakes/translationEngine';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freePort, startServer, type WatchedServer } from '../serverProcess';

/**
 * A server process told to stop (SIGTERM from an orchestrator, SIGINT from Ctrl-C) while a call is in flight: a
 * translation, held by the fake engine until the test lets it answer (docs/operations.md, "Stopping").
 */
describe('a graceful stop', () => {
  let engine: FakeTranslationEngine | undefined;
  let server: (WatchedServer & { stop(): Promise<void> }) | undefined;
  afterEach(async () => {
    await server?.stop();
    await engine?.close();
    server = undefined;
    engine = undefined;
  });

  /** A server whose translations wait on a holding engine, and a translation sent to it, held there. */
  async function serverWithCallInFlight(env: Record<string, string>) {
    engine = await startTranslationEngine();
    engine.answer({ kind: 'holding' });
    server = await startServer(await freePort(), {
      SEED: 'none',
      TRANSLATION_URL: engine.url,
      TRANSLATION_TIMEOUT_MS: '600000',
      ...env,
    });
    const signIn = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD, userType: 'admin' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const inFlight = fetch(`${server.url}/api/translation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ text: 'Bonjour', source: 'fr', target: 'en' }),
    });
    // Settled either way, so that a refused call is not reported as unhandled before the test looks at it.
    const answer = inFlight.then(
      async (response) => ({ status: response.status, body: await response.json() }),
      (error: Error) => ({ status: 0, body: error.message }),
    );
    await engine.whenHeld(1);
    return { server, engine, answer };
  }

  it('on SIGTERM, finishes the call in flight, then exits 0', async () => {
    const { server, engine, answer } = await serverWithCallInFlight({ SHUTDOWN_TIMEOUT_MS: '600000' });
    server.signal('SIGTERM');
    await server.printed(
      /Stopping \(SIGTERM\): finishing the requests in flight, for at most 600000 ms \(SHUTDOWN_TIMEOUT_MS\)/,
    );
    engine.answer({ kind: 'translating' });
    expect(await answer).toEqual({ status: 200, body: { text: '[en] Bonjour' } });
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/Stopped\.\n/);
  });

  it('on SIGINT, gives up on a call still running after SHUTDOWN_TIMEOUT_MS, closing its connection, and exits 1', async () => {
    const { server, answer } = await serverWithCallInFlight({ SHUTDOWN_TIMEOUT_MS: '500' });
    server.signal('SIGINT');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Stopped after 500 ms (SHUTDOWN_TIMEOUT_MS) with requests still running: their connections were closed.',
    );
    expect((await answer).status).toBe(0);
  });
});
