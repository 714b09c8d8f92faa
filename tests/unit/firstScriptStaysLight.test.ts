import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_TIME_MODULES } from '../../lib/consoleBuild';

const ROOT = path.resolve(__dirname, '../..');
/** Packages the catalogues' screens.tsx may load (docs/console-loading.md): React's `lazy`, nothing else. */
const ALLOWED_PACKAGES = new Set(['react']);
/** Modules the build evaluates and writes in as data (vite.config.ts): what they import is not loaded with them. */
const EVALUATED_AT_BUILD = new Set(BUILD_TIME_MODULES.map((file) => path.join(ROOT, file)));

/**
 * The imports of a source file that load code (`import … from '…'`, `export … from '…'`): not `import type` (erased
 * by the build), nor `import()` (loaded later, on demand).
 */
function staticImports(source: string): string[] {
  const found = source.matchAll(/^\s*(?:import|export)\s(?!type\s)(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm);
  return [...found].map((match) => match[1]);
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidate = ['', '.ts', '.tsx', '/index.ts'].map((end) => base + end).find((file) => existsSync(file));
  if (!candidate) throw new Error(`${specifier} imported by ${from} not found`);
  return candidate;
}

/** Every package the file's static imports reach, through its relative imports (and the files they go through). */
function packagesReachedFrom(entry: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (EVALUATED_AT_BUILD.has(file)) return;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

/** The source files the first script's static imports reach, from the repository's root. */
function filesOfFirstScript(): string[] {
  const files = new Set<string>();
  packagesReachedFrom(path.join(ROOT, 'src', 'startEarly.ts'), files);
  return [...files].map((file) => path.relative(ROOT, file));
}

describe("the console's first script (src/startEarly.ts) stays small", () => {
  it('reaches no package through its imports', () => {
    expect([...packagesReachedFrom(path.join(ROOT, 'src', 'startEarly.ts'))]).toEqual([]);
  });

  it("holds the listing's early listing, the cell texts it shares with the console's listing and the build's table", () => {
    expect(filesOfFirstScript()).toEqual(
      expect.arrayContaining([
        'src/early/firstListing.ts',
        'src/early/firstListings.ts',
        'src/early/earlyListing.ts',
        'src/early/handover.ts',
        'lib/cellTexts.ts',
        'src/providers/callAhead.ts',
      ]),
    );
  });

  it("holds no catalogue's model or labels, nor the routes: the build's table carries what the early listing needs", () => {
    const heavy = filesOfFirstScript().filter(
      (file) =>
        file.startsWith('resources/') ||
        ['src/modelRegistry.ts', 'src/routing/catalogueScreens.ts', 'i18n/fr.ts', 'i18n/resourceTexts.ts'].includes(
          file,
        ),
    );
    expect(heavy).toEqual([]);
  });

  it("reaches none through the catalogues' screens.tsx either, which it reads too (import.meta.glob)", () => {
    const folders = readdirSync(path.join(ROOT, 'resources')).filter((folder) =>
      existsSync(path.join(ROOT, 'resources', folder, 'screens.tsx')),
    );
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const reached = packagesReachedFrom(path.join(ROOT, 'resources', folder, 'screens.tsx'));
      expect({ folder, packages: [...reached].filter((name) => !ALLOWED_PACKAGES.has(name)) }).toEqual({
        folder,
        packages: [],
      });
    }
  });
});
