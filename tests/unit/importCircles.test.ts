import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No two files of the product import each other, directly or through others (docs/server-layout.md): a circle
 * makes load order matter and lets two rooms grow into one. Static imports and re-exports count, `import type`
 * included (the files still depend on each other); `import()` loads lazily and does not.
 */

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['lib', 'src', 'server', 'i18n', 'resources'];
const SOURCE = /\.(ts|tsx)$/;
/** `import … from '…'`, `import '…'`, `export … from '…'`, over several lines; string literals only. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names, if it is one of ours. */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => SOURCE.test(file) && existsSync(file) && statSync(file).isFile());
}

function importGraph(): Map<string, string[]> {
  const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(STATIC_IMPORT)].flatMap((match) => resolved(file, match[1]) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself): the circles. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(ROOT, member));
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports of lib/, src/, server/, i18n/ and resources/', () => {
  it('read a real graph (the walk finds the imports it walks)', () => {
    const graph = importGraph();
    const app = graph.get(path.join(ROOT, 'server/app.ts'));
    expect(app).toContain(path.join(ROOT, 'server/config.ts'));
  });

  it('form no circle', () => {
    expect(circles(importGraph())).toEqual([]);
  });
});
