import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, runnerImport } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { BUILD_TIME_MODULES, CSP_SOURCES_FILE, type CspSources } from './lib/consoleBuild.ts';

type ChunkingContext = Rolldown.ChunkingContext;

const EARLY_ENTRY = 'startEarly';
const EARLY_SOURCE = 'src/startEarly.ts';

/** The id of the link naming the console's entry in the built index.html: src/startEarly.ts starts it from there. */
const CONSOLE_ENTRY_ID = 'console-entry';
/** The template holding the console's files' preload links, which src/startEarly.ts puts in the page when due. */
const CONSOLE_FILES_ID = 'console-files';
/**
 * The template holding the preload links of a generic listing's screens (the layout and the generic listing, loaded on
 * demand: src/routing/preloadScreens.ts), which src/startEarly.ts puts in the page with the console's for a generic
 * listing: asked for only once the console's files had run, they came a round of requests later.
 */
const LISTING_FILES_ID = 'listing-files';
/** The screens a generic listing opens (src/routing/catalogueScreens.ts, preloadScreens.ts). */
const LISTING_SOURCES = ['src/layout/AppLayout.tsx', 'src/screens/list/GenericList.tsx'];

/**
 * Gives the built index.html a script of its own for src/startEarly.ts, and has that script start the console
 * (docs/console-loading.md): being small, it runs as soon as it arrives, while the console's larger graph is still
 * arriving; for a listing, it paints the first page before the console's code takes the main thread. The console's
 * entry and its files are only preloaded (fetched and compiled, not run), by links the first script puts in the page
 * once it has sent the listing's call (the template `#console-files`); it imports the entry, `#console-entry`, later. Two scripts written in index.html would be bundled into one entry, which runs only once
 * everything has arrived.
 */
function startEarlyFirst(): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'start-early-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const early = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_ENTRY,
        );
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (early?.type !== 'chunk' || !entry) return html;
        // The first script's own imports, all of them at once (not one level after the other), before the console's.
        const chunks = new Map(Object.values(bundle ?? {}).map((output) => [output.fileName, output]));
        const earlyFiles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (earlyFiles.has(fileName) || chunk?.type !== 'chunk') return;
          earlyFiles.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const imported of early.imports) visit(imported);
        const preload = (file: string) => `<link rel="modulepreload" crossorigin href="${base}${file}">`;
        // The console's files wait in a template until the first script has sent the listing's call: fetched
        // together, they would hold back the first script's own files and that call.
        const consoleFiles = [`<link rel="modulepreload" crossorigin href="${entry[1]}" id="${CONSOLE_ENTRY_ID}">`];
        const consoleNames = new Set([entry[1].slice(base.length)]);
        const rest = html.replace(
          / *<link rel="modulepreload" crossorigin href="([^"]+)">\n/g,
          (link, href: string) => {
            consoleNames.add(href.slice(base.length));
            if (!earlyFiles.has(href.slice(base.length))) consoleFiles.push(link.trim());
            return '';
          },
        );
        // A generic listing's screens and the files they import beyond the console's.
        const listingFiles = new Set<string>();
        const visitListing = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (listingFiles.has(fileName) || consoleNames.has(fileName) || earlyFiles.has(fileName)) return;
          if (chunk?.type !== 'chunk') return;
          listingFiles.add(fileName);
          for (const imported of chunk.imports) visitListing(imported);
        };
        for (const source of LISTING_SOURCES) {
          // The chunk holding the screen's module (its own, or one it shares with screens that import it).
          const screen = [...chunks.values()].find(
            (output) => output.type === 'chunk' && output.moduleIds.includes(path.resolve(root, source)),
          );
          // A screen renamed or moved: LISTING_SOURCES must follow.
          if (!screen) throw new Error(`${source} is in no chunk: vite.config.ts LISTING_SOURCES`);
          visitListing(screen.fileName);
        }
        return rest.replace(
          entry[0],
          [
            `<script type="module" crossorigin src="${base}${early.fileName}"></script>`,
            ...[...earlyFiles].map(preload),
            `<template id="${CONSOLE_FILES_ID}">${consoleFiles.join('')}</template>`,
            `<template id="${LISTING_FILES_ID}">${[...listingFiles].map(preload).join('')}</template>`,
          ].join('\n    '),
        );
      },
    },
  };
}

/**
 * Writes index.html's first script: a few lines of inline script sending a generic listing's first GET as soon as the
 * page is parsed (src/early/inlineFirstCall.ts), its table of first pages built by the console's own rules through
 * Vite's module runner (src/early/inlineFirstCallScript.ts). The server allows it by the hash written beside index.html
 * (CSP_SOURCES_FILE, docs/security-headers.md). Not in demo mode, where the API answers in the tab: no call leaves it.
 */
function inlineFirstCall(): Plugin {
  let root = '';
  let outDir = '';
  let demo = false;
  const sources: CspSources = { scriptSrc: [] };
  return {
    name: 'inline-first-call',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      demo = config.mode === 'demo';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        sources.scriptSrc = [];
        if (demo) return html;
        const { module } = await runnerImport<{ inlineFirstCallScript(): string }>(
          path.join(root, 'src/early/inlineFirstCallScript.ts'),
          { root, configFile: false, logLevel: 'silent' },
        );
        // Nothing in the table may close the script element.
        const code = module.inlineFirstCallScript().replace(/<\//g, '<\\/');
        sources.scriptSrc = [`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`];
        return html.replace('<script type="module"', `<script>${code}</script>\n    <script type="module"`);
      },
    },
    writeBundle() {
      writeFileSync(path.join(outDir, CSP_SOURCES_FILE), `${JSON.stringify(sources)}\n`);
    },
  };
}

/**
 * The modules the first script (src/startEarly.ts) imports, all of them, in one chunk of their own (`firstScript`):
 * sent as one file instead of about nine, so fewer requests share the connections and the server with the listing's
 * call that index.html's inline script sends at the same time. The console imports them from that chunk as from any.
 */
function firstScriptInOneChunk(): Plugin {
  let graph: Set<string> | undefined;
  let root = process.cwd();
  const graphOf = (ctx: ChunkingContext) => {
    const entry = path.resolve(root, EARLY_SOURCE);
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(entry);
    found.delete(entry);
    return found;
  };
  return {
    name: 'first-script-in-one-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      graph = undefined;
    },
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  debugName: 'firstScript',
                  name(id: string, ctx: ChunkingContext) {
                    graph ??= graphOf(ctx);
                    return graph.has(id) ? 'firstScript' : null;
                  },
                },
              ],
            },
          },
        },
      },
    }),
  };
}

/**
 * The modules of BUILD_TIME_MODULES, evaluated once at build time through Vite's module runner, their exports written
 * into the bundle as data (JSON): what they import to compute it (models, labels, rules) stays out of the chunks that
 * import them. Their functions are left out (importing one from the console fails the build); the dev server and
 * tests evaluate these modules as any other.
 */
function evaluatedAtBuild(): Plugin {
  let root = '';
  let ids = new Set<string>();
  return {
    name: 'evaluated-at-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ids = new Set(BUILD_TIME_MODULES.map((file) => path.resolve(root, file)));
    },
    async load(id) {
      if (!ids.has(id)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id, {
        root,
        configFile: false,
        logLevel: 'silent',
      });
      return Object.entries(module)
        .filter(([, value]) => typeof value !== 'function')
        .map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
        .join('\n');
    },
  };
}

/**
 * Screens, editors and the second language are split into chunks loaded on demand (docs/performance.md);
 * every text asset is also written brotli- and gzip-compressed, served as is by server/plugins/console.ts.
 */
export default defineConfig({
  plugins: [
    react(),
    startEarlyFirst(),
    firstScriptInOneChunk(),
    inlineFirstCall(),
    evaluatedAtBuild(),
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  build: { outDir: 'dist', rollupOptions: { input: { index: 'index.html', [EARLY_ENTRY]: EARLY_SOURCE } } },
  // zod without `new Function`, configured before any module uses it (src/zodWithoutEval.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/zodWithoutEval.ts') }] },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
