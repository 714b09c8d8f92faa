import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Every Node version that package.json's `engines` accepts must be accepted by every installed package too: otherwise
// `npm ci` prints an EBADENGINE warning on a Node the project claims to support (docs/installing.md).
const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const projectRange: string = readJson('package.json').engines.node;
const lockedPackages: Record<string, { version?: string; engines?: { node?: string } | string[] }> =
  readJson('package-lock.json').packages;

/** The lowest version of each of the range's alternatives, e.g. 20.19.0, 22.12.0 and 24.0.0. */
const lowestAccepted = new semver.Range(projectRange).set.map((comparators) =>
  semver.minVersion(comparators.map((comparator) => comparator.value).join(' ')),
);

describe('the Node versions package.json accepts', () => {
  it.each(lowestAccepted.map((version) => version?.version ?? 'none'))(
    'are all accepted by every dependency: %s',
    (node) => {
      const refusing = Object.entries(lockedPackages)
        .filter(([name, entry]) => name !== '' && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
        .filter(([, entry]) => {
          const range = (entry.engines as { node: string }).node;
          return !semver.satisfies(node, range, { includePrerelease: true });
        })
        .map(
          ([name, entry]) =>
            `${name.replace(/^.*node_modules\//, '')}@${entry.version} (node ${JSON.stringify(entry.engines)})`,
        );
      expect(refusing).toEqual([]);
    },
  );
});
