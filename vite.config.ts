import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Screens, editors and the second language are split into chunks loaded on demand (docs/performance.md);
 * every text asset is also written brotli- and gzip-compressed, served as is by server/plugins/console.ts.
 */
export default defineConfig({
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  build: { outDir: 'dist' },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
