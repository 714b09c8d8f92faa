import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * What a catalogue's folder (resources/<name>/) may import, so that each catalogue stands on the shared layers and on
 * nothing of another catalogue but its declaration:
 * - packages;
 * - lib/ (rules shared by console and server) and i18n/ (the console's texts and the labels catalogues share);
 * - its own folder;
 * - another catalogue's model.ts (its declaration, read to reference it or reuse its rules), nothing else of it:
 *   a screen or text several catalogues use lives in a neutral home (src/organisations/, src/templates/,
 *   i18n/sharedValueLabels.ts);
 * - src/'s public surface, below.
 */
const SHARED_LAYERS = ['lib/', 'i18n/'];

/**
 * src/'s public surface for catalogues: the console's building blocks for catalogue screens. A folder's modules may be
 * imported one by one, not only through an index: a catalogue's screens.tsx imports src/screens/lazyPage.ts alone, and
 * the first load must not pull in src/screens/index.ts (docs/console-loading.md); a few list pieces stay out of that
 * index on purpose. The rest of src/ is the console's own machinery (its start and early listing, routing, layout,
 * sign-in, the demo API, the providers' workings): a catalogue reaches it only through react-admin's hooks.
 */
const PUBLIC_SRC: Record<string, string> = {
  'src/screens/': 'the generic catalogue views and their pieces (src/screens/index.ts, lazyPage.ts, …)',
  'src/notifications/': 'the outcome toasts and the error texts',
  'src/organisations/': 'the account and address screens shared by practices, aligner companies and diagnosticians',
  'src/templates/': 'the template text input and preview shared by notification types and alert types',
  'src/modelRegistry': 'the declared catalogues, to find the resource a reference points to',
};

/**
 * src/ modules a catalogue may name types from, with `import type` only: it calls the API through react-admin's
 * `useDataProvider()`, whose answer it types with AppDataProvider (or CatalogueCalls), never by importing a provider.
 */
const TYPES_ONLY_SRC = ['src/providers/dataProvider', 'src/providers/catalogueCalls'];

/**
 * A catalogue's walk.ts is a test declaration kept beside its model (its browser walk's options): it alone may import
 * the walk's option types. Nothing of the console or the server loads it.
 */
const WALK_FILE = /^resources\/[^/]+\/walk\.ts$/;
const WALK_OPTIONS = 'tests/e2e/catalogues/walkOptions';

const ROOT = path.resolve(__dirname, '../..');

interface ImportLine {
  /** The imported path as written. */
  specifier: string;
  line: number;
  /** Erased by the build: `import type …`, `export type … from`, or named imports all marked `type`. */
  typeOnly: boolean;
}

/** Every import of a source file: static, re-exports and `import()`, with whether it names types only. */
function importsOf(fileName: string, source: string): ImportLine[] {
  const { program, errors } = parseSync(fileName, source, { lang: 'tsx' });
  if (errors.length > 0) throw new Error(`${fileName}: ${errors.map((error) => error.message).join('; ')}`);
  const found: ImportLine[] = [];
  const add = (start: number, specifier: unknown, typeOnly: boolean) => {
    const literal = specifier as { type: string; value?: unknown };
    if (literal.type !== 'Literal' || typeof literal.value !== 'string') return;
    const line = source.slice(0, start).split('\n').length;
    found.push({ specifier: literal.value, line, typeOnly });
  };
  new Visitor({
    ImportDeclaration(node) {
      const named = node.specifiers.filter((specifier) => specifier.type === 'ImportSpecifier');
      const allNamedTypes =
        named.length > 0 &&
        named.length === node.specifiers.length &&
        named.every((specifier) => specifier.importKind === 'type');
      add(node.start, node.source, node.importKind === 'type' || allNamedTypes);
    },
    ExportNamedDeclaration(node) {
      if (node.source) add(node.start, node.source, node.exportKind === 'type');
    },
    ExportAllDeclaration(node) {
      add(node.start, node.source, node.exportKind === 'type');
    },
    ImportExpression(node) {
      add(node.start, node.source, false);
    },
    TSImportType(node) {
      add(node.start, node.source, true);
    },
  }).visit(program);
  return found;
}

/** The repository path an import names, without its extension nor a trailing /index (e.g. `src/screens`). */
function targetOf(fromFile: string, specifier: string): string {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier.split('?')[0]));
  return target.replace(/\.(tsx?|jsx?)$/, '').replace(/\/index$/, '');
}

/** A folder (`lib/`) holds the target, or a module (`src/modelRegistry`) is the target. */
const isUnder = (target: string, entry: string) =>
  entry.endsWith('/') ? target === entry.slice(0, -1) || target.startsWith(entry) : target === entry;

/** Why the import is not allowed from a file of resources/<catalogue>/, or undefined when it is. */
function problemOf(fromFile: string, imported: ImportLine): string | undefined {
  if (!imported.specifier.startsWith('.')) return undefined; // a package
  const catalogue = fromFile.split('/')[1];
  const target = targetOf(fromFile, imported.specifier);
  if (isUnder(target, `resources/${catalogue}/`)) return undefined;
  if (SHARED_LAYERS.some((layer) => isUnder(target, layer))) return undefined;
  const other = /^resources\/([^/]+)\/(.+)$/.exec(target);
  if (other) return other[2] === 'model' ? undefined : `another catalogue's ${other[2]} (only its model.ts is allowed)`;
  if (Object.keys(PUBLIC_SRC).some((entry) => isUnder(target, entry))) return undefined;
  if (TYPES_ONLY_SRC.includes(target)) return imported.typeOnly ? undefined : `${target}: import its types only`;
  if (target === WALK_OPTIONS && WALK_FILE.test(fromFile)) return undefined;
  if (target.startsWith('src/')) return `${target} is not part of src/'s public surface for catalogues`;
  return `${target} is neither lib/, i18n/, src/'s public surface, its own folder nor a catalogue's model.ts`;
}

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')));
}

/** `file:line imports 'specifier': why` for every import a catalogue may not make. */
function offendingImports(): string[] {
  return sourceFilesUnder('resources').flatMap((file) =>
    importsOf(file, readFileSync(path.join(ROOT, file), 'utf8')).flatMap((imported) => {
      const problem = problemOf(file, imported);
      return problem ? [`${file}:${imported.line} imports '${imported.specifier}': ${problem}`] : [];
    }),
  );
}

describe("a catalogue imports only lib/, i18n/, src/'s public surface, its own folder and other catalogues' model.ts", () => {
  it('holds for every file under resources/', () => {
    const offending = offendingImports();
    expect(
      offending,
      `Move what several catalogues share to a neutral home (src/, i18n/, lib/), or import only the model.ts:\n${offending.join('\n')}`,
    ).toEqual([]);
  });

  it('reads every kind of import, and tells a type-only one', () => {
    const source = [
      "import model from './model';",
      "import type { A } from '../../src/providers/dataProvider';",
      "import { type B, type C } from '../../src/providers/catalogueCalls';",
      "import { createDataProvider } from '../../src/providers/dataProvider';",
      "export { x } from '../other/i18n';",
      "const page = () => import('./Page');",
      "type D = import('../../src/early/earlyListing').D;",
      "import '../../server/app';",
    ].join('\n');
    expect(importsOf('resources/one/file.ts', source)).toEqual([
      { specifier: './model', line: 1, typeOnly: false },
      { specifier: '../../src/providers/dataProvider', line: 2, typeOnly: true },
      { specifier: '../../src/providers/catalogueCalls', line: 3, typeOnly: true },
      { specifier: '../../src/providers/dataProvider', line: 4, typeOnly: false },
      { specifier: '../other/i18n', line: 5, typeOnly: false },
      { specifier: './Page', line: 6, typeOnly: false },
      { specifier: '../../src/early/earlyListing', line: 7, typeOnly: true },
      { specifier: '../../server/app', line: 8, typeOnly: false },
    ]);
  });

  it("allows the shared layers, the own folder, src/'s public surface and other catalogues' model.ts", () => {
    const allowed = [
      'react-admin',
      './model',
      './parts/Piece',
      '../other/model',
      '../other/model.ts',
      '../../lib/model',
      '../../i18n/sharedValueLabels',
      '../../src/screens',
      '../../src/screens/index.ts',
      '../../src/screens/lazyPage',
      '../../src/organisations/accounts/AccountPages',
      '../../src/templates/TemplatePreview',
      '../../src/notifications/useNotifyOutcome',
      '../../src/modelRegistry',
    ];
    for (const specifier of allowed) {
      expect(problemOf('resources/one/File.tsx', { specifier, line: 1, typeOnly: false }), specifier).toBeUndefined();
    }
    const typeOnly = { specifier: '../../src/providers/dataProvider', line: 1, typeOnly: true };
    expect(problemOf('resources/one/File.tsx', typeOnly)).toBeUndefined();
    const walkOptions = { specifier: '../../tests/e2e/catalogues/walkOptions', line: 1, typeOnly: false };
    expect(problemOf('resources/one/walk.ts', walkOptions)).toBeUndefined();
    expect(problemOf('resources/one/File.tsx', walkOptions)).toBe(
      "tests/e2e/catalogues/walkOptions is neither lib/, i18n/, src/'s public surface, its own folder nor a catalogue's model.ts",
    );
  });

  it("refuses another catalogue's other files, src/'s machinery and the rest of the repository", () => {
    const refused = {
      '../other/i18n': "another catalogue's i18n (only its model.ts is allowed)",
      '../other/account/AccountList': "another catalogue's account/AccountList (only its model.ts is allowed)",
      '../../src/providers/dataProvider': 'src/providers/dataProvider: import its types only',
      '../../src/providers/apiFetch': "src/providers/apiFetch is not part of src/'s public surface for catalogues",
      '../../src/demo/api/demoApi': "src/demo/api/demoApi is not part of src/'s public surface for catalogues",
      '../../src/early/earlyListing': "src/early/earlyListing is not part of src/'s public surface for catalogues",
      '../../src/resources': "src/resources is not part of src/'s public surface for catalogues",
      '../../server/app':
        "server/app is neither lib/, i18n/, src/'s public surface, its own folder nor a catalogue's model.ts",
    };
    for (const [specifier, problem] of Object.entries(refused)) {
      expect(problemOf('resources/one/File.tsx', { specifier, line: 1, typeOnly: false }), specifier).toBe(problem);
    }
  });
});
