import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const EARLY_ENTRY = 'startEarly';
/** The id of the link naming the console's entry in the built index.html: src/startEarly.ts starts it from there. */
const CONSOLE_ENTRY_ID = 'console-entry';

/**
 * Gives the built index.html a script of its own for src/startEarly.ts, and has that script start the console
 * (docs/console-loading.md): being small, it runs as soon as it arrives, while the console's larger graph is still
 * arriving; for a listing, it paints the first page before the console's code takes the main thread. The console's
 * entry is only preloaded by index.html (fetched and compiled, not run) and named by the link `#console-entry`, which
 * the first script imports. Two scripts written in index.html would be bundled into one entry, which runs only once
 * everything has arrived.
 */
function startEarlyFirst(): Plugin {
  let base = '/';
  return {
    name: 'start-early-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const early = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_ENTRY,
        );
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!early || !entry) return html;
        return html.replace(
          entry[0],
          `<script type="module" crossorigin src="${base}${early.fileName}"></script>\n` +
            `    <link rel="modulepreload" crossorigin href="${entry[1]}" id="${CONSOLE_ENTRY_ID}">`,
        );
      },
    },
  };
}

/**
 * Screens, editors and the second language are split into chunks loaded on demand (docs/performance.md);
 * every text asset is also written brotli- and gzip-compressed, served as is by server/plugins/console.ts.
 */
export default defineConfig({
  plugins: [react(), startEarlyFirst(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  build: { outDir: 'dist', rollupOptions: { input: { index: 'index.html', [EARLY_ENTRY]: 'src/startEarly.ts' } } },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
