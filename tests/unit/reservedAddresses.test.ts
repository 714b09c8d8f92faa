import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The names reserved for examples and tests, which no one receives mail at: example.com, .net and .org with their
 * subdomains (RFC 2606), the .example, .test, .invalid and .localhost top-level names (RFC 6761) and .local (mDNS,
 * RFC 6762: the default sender no-reply@backoffice.local). `example.fr`, say, is an ordinary domain.
 */
const isReservedDomain = (domain: string): boolean =>
  /(^|\.)example\.(com|net|org)$/i.test(domain) || /\.(example|test|invalid|localhost|local)$/i.test(domain);

const ADDRESS = /[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** The demo data (resources/<name>/seed.ts, server/seed/) and every test, story and fixture (tests/). */
function scannedFiles(): string[] {
  const seeds = readdirSync(path.join(ROOT, 'resources'))
    .map((name) => path.join('resources', name, 'seed.ts'))
    .filter((file) => {
      try {
        readFileSync(path.join(ROOT, file));
        return true;
      } catch {
        return false;
      }
    });
  const folder = (name: string) =>
    readdirSync(path.join(ROOT, name), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|json|csv|md)$/.test(file))
      .map((file) => path.join(name, file));
  return [...seeds, ...folder('server/seed'), ...folder('tests')];
}

describe('e-mail addresses of the demo data and the tests', () => {
  it('recognises the reserved names and nothing else', () => {
    expect(
      ['example.org', 'clinique.example', 'diag.example.com', 'praticien.example.test'].every(isReservedDomain),
    ).toBe(true);
    expect(['example.fr', 'gmail.com', 'example.org.fr', 'notexample.com'].some(isReservedDomain)).toBe(false);
  });

  it('use reserved domains only, so that no demo or test e-mail can reach anyone', () => {
    const files = scannedFiles();
    expect(files.some((file) => file.endsWith(path.join('companies', 'seed.ts')))).toBe(true);
    const outside = files.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(ADDRESS)]
        .filter((match) => !isReservedDomain(match[1]))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(outside).toEqual([]);
  });
});
