import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const EARLY_ENTRY = 'startEarly';

/**
 * Gives the built index.html, before the console's own script, a script of its own for src/startEarly.ts: being small,
 * it runs as soon as it arrives, while the console's larger graph is still arriving (docs/console-loading.md). Two
 * scripts written in index.html would be bundled into one entry, which runs only once everything has arrived.
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
        if (!early) return html;
        return html.replace(
          '<script type="module"',
          `<script type="module" crossorigin src="${base}${early.fileName}"></script>\n    <script type="module"`,
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
