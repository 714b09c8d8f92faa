import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One `POST /translate` the fake engine received, as LibreTranslate takes it. */
export interface EngineRequest {
  path: string;
  q: unknown;
  source: unknown;
  target: unknown;
  format: unknown;
}

/**
 * How the fake engine answers from now on:
 * - `translating`: `{translatedText}`, by `translation` (default `[<target>] <q>`);
 * - `holding`: keeps every request waiting, unanswered, until `answer('translating')` or `close()` (an engine too
 *   slow for the server's TRANSLATION_TIMEOUT_MS, without a test sleeping);
 * - `refusing`: the HTTP status given (e.g. 500, or 403 as a LibreTranslate asking for an API key does);
 * - `nonsense`: 200 with a JSON body holding no `translatedText`.
 */
export type EngineBehaviour =
  | { kind: 'translating' }
  | { kind: 'holding' }
  | { kind: 'refusing'; status: number }
  | { kind: 'nonsense' };

export interface FakeTranslationEngine {
  /** `http://127.0.0.1:<port>`: what TRANSLATION_URL names. */
  url: string;
  /** Every request received so far, oldest first. */
  requests: EngineRequest[];
  /** How requests are answered from now on; requests held so far are answered too when no longer holding. */
  answer(behaviour: EngineBehaviour): void;
  /** Requests waiting unanswered (`holding`). */
  held(): number;
  /** Resolves once `count` requests are waiting unanswered (`holding`): a test knows its call reached the engine. */
  whenHeld(count: number): Promise<void>;
  close(): Promise<void>;
}

/** The fake's default translation, visibly machine-made: `[en] Bonjour`. */
export const fakeTranslation = (text: string, target: string) => `[${target}] ${text}`;

/**
 * A local stand-in for LibreTranslate (`POST /translate {q, source, target, format}` → `{translatedText}`) on
 * 127.0.0.1 with a port of the system's choosing, for API tests (tests/api/translation.test.ts) and browser stories
 * (tests/e2e/fixtures.ts, `withTranslationEngine`). `translation` replaces the default answer (e.g. a dictionary).
 */
export async function startTranslationEngine(
  translation: (text: string, source: string, target: string) => string = (text, _source, target) =>
    fakeTranslation(text, target),
): Promise<FakeTranslationEngine> {
  const requests: EngineRequest[] = [];
  const waiting = new Set<() => void>();
  const heldWatchers = new Set<{ count: number; resolve: () => void }>();
  const tellWatchers = () => {
    for (const watcher of [...heldWatchers])
      if (waiting.size >= watcher.count) {
        heldWatchers.delete(watcher);
        watcher.resolve();
      }
  };
  let behaviour: EngineBehaviour = { kind: 'translating' };

  const respond = (input: Record<string, unknown>, response: ServerResponse) => {
    if (behaviour.kind === 'refusing') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'refused by the fake engine' }));
    } else if (behaviour.kind === 'nonsense') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected": true}');
    } else {
      const translatedText = translation(String(input.q ?? ''), String(input.source ?? ''), String(input.target ?? ''));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText }));
    }
  };

  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    let input: Record<string, unknown> = {};
    try {
      input = JSON.parse(body || '{}');
    } catch {
      response.writeHead(400).end('{"error": "bad JSON"}');
      return;
    }
    requests.push({
      path: request.url ?? '',
      q: input.q,
      source: input.source,
      target: input.target,
      format: input.format,
    });
    if (request.method !== 'POST' || request.url !== '/translate') {
      response.writeHead(404).end('{"error": "not found"}');
      return;
    }
    if (behaviour.kind !== 'holding') {
      respond(input, response);
      return;
    }
    const release = () => {
      waiting.delete(release);
      if (!response.destroyed) respond(input, response);
    };
    waiting.add(release);
    tellWatchers();
    // The server gave up (its timeout): nothing to answer any more.
    response.on('close', () => waiting.delete(release));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      behaviour = next;
      if (next.kind !== 'holding') for (const release of [...waiting]) release();
    },
    held: () => waiting.size,
    whenHeld: (count) =>
      new Promise<void>((resolve) => {
        heldWatchers.add({ count, resolve });
        tellWatchers();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
