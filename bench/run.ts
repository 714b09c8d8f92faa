import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { createAdmin } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { loadDemoData } from '../server/seed/demoSeed';

/** Timings of the calls an administrator makes most, on SQLite with the demo data (or DATABASE_URL). */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SEED: 'none' });
  const app = await buildApp({ config });
  await app.ready();
  await createAdmin(app, { email: 'bench@example.com', password: 'Bench-Passw0rd!' });
  const seeded = Date.now();
  const records = await loadDemoData(app.store, app.models);
  console.log(`demo data: ${records} records in ${Date.now() - seeded} ms`);
  const token = await app.tokens.sign({ sub: '1', username: 'bench', roles: ['ROLE_USER_ADMIN'], firstConnect: false });
  const headers = { authorization: `Bearer ${token}` };

  const measure = async (name: string, runs: number, call: (i: number) => Promise<{ statusCode: number }>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const response = await call(i);
      times.push(performance.now() - start);
      if (response.statusCode >= 400) throw new Error(`${name}: HTTP ${response.statusCode}`);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
    console.log(`${name.padEnd(44)} p50 ${pct(50)} ms  p95 ${pct(95)} ms  (${runs} runs)`);
  };

  await measure('GET /api/attributes (first page of 100)', 200, () => app.inject({ url: '/api/attributes', headers }));
  await measure('GET /api/attributes?page=3', 200, () => app.inject({ url: '/api/attributes?page=3', headers }));
  await measure('GET /api/attributes?q=molaire', 200, () => app.inject({ url: '/api/attributes?q=molaire', headers }));
  await measure('GET /api/document-types', 200, () => app.inject({ url: '/api/document-types', headers }));
  await measure('POST /api/protocols', 100, (i) =>
    app.inject({
      method: 'POST',
      url: '/api/protocols',
      headers,
      payload: {
        label: [
          { language: 'fr', value: `Protocole ${i}` },
          { language: 'en', value: `Protocol ${i}` },
        ],
      },
    }),
  );
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
