import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { findChromium } from '../tests/e2e/chromium';

/**
 * `npm test` and `npm run test:quick` (docs/testing.md): the suite's stages in order, stopping at the first failure,
 * with each stage's duration printed at the end.
 *
 * - full (`npm test`): type-check, lint, unit, component and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL
 *   is set), the browser stories against the server, then those that also run on the demo build. With four cores or
 *   more, the PostgreSQL API suite runs beside the browser stories instead of before them.
 * - quick (`npm run test:quick`): type-check, lint, unit, component and API tests on SQLite, and the smoke stories
 *   (`@smoke`: one per area).
 */

interface Stage {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

interface Outcome {
  name: string;
  seconds: number;
  passed: boolean;
}

const npx = (...args: string[]) => ['npx', ...args];
const TYPECHECK: Stage = { name: 'type-check', command: npx('tsc', '--noEmit') };
const LINT: Stage = { name: 'lint', command: npx('biome', 'check', '.') };
const E2E: Stage = { name: 'browser stories', command: npx('playwright', 'test') };
const E2E_DEMO: Stage = {
  name: 'browser stories on the demo build',
  command: npx('playwright', 'test', '-c', 'playwright.demo.config.ts'),
};
const vitest = (name: string, databases?: string, ...args: string[]): Stage => ({
  name,
  command: npx('vitest', 'run', ...args),
  env: databases ? { TEST_DATABASES: databases } : {},
});

/** Runs one stage with the terminal as its own, or with its output kept and printed once it ends. */
function run(stage: Stage, { quiet = false } = {}): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = stage.command;
    const child = spawn(command ?? 'npx', args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...stage.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (quiet) process.stdout.write(`\n── ${stage.name} ──\n${output}`);
      resolve({ name: stage.name, seconds: (performance.now() - started) / 1000, passed: code === 0 });
    });
  });
}

/** Runs stages one after the other until one fails. */
async function inTurn(stages: Stage[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const stage of stages) {
    const outcome = await run(stage);
    outcomes.push(outcome);
    if (!outcome.passed) break;
  }
  return outcomes;
}

function fullRun(): Promise<Outcome[]>[] {
  const beside = availableParallelism() >= 4 && !!process.env.TEST_DATABASE_URL;
  if (!beside) return [inTurn([TYPECHECK, LINT, vitest('unit, component and API tests'), E2E, E2E_DEMO])];
  const first = inTurn([TYPECHECK, LINT, vitest('unit, component and API tests on SQLite', 'sqlite')]);
  const passed = (outcomes: Outcome[]) => outcomes.every((outcome) => outcome.passed);
  return [
    first,
    first.then(async (outcomes) =>
      passed(outcomes) ? [await run(vitest('API tests on PostgreSQL', 'postgres', 'tests/api'), { quiet: true })] : [],
    ),
    first.then((outcomes) => (passed(outcomes) ? inTurn([E2E, E2E_DEMO]) : [])),
  ];
}

function quickRun(): Promise<Outcome[]>[] {
  return [
    inTurn([
      TYPECHECK,
      LINT,
      vitest('unit, component and API tests on SQLite', 'sqlite'),
      { name: 'smoke stories', command: npx('playwright', 'test', '--grep', '@smoke') },
    ]),
  ];
}

const mode = process.argv[2] ?? 'full';
if (mode !== 'full' && mode !== 'quick') {
  console.error(`unknown mode "${mode}": full or quick`);
  process.exit(2);
}
// Both runs end with browser stories: without a Chromium, say what to install before any stage runs.
const chromiumFound = findChromium();
if (!chromiumFound.found) {
  console.error(chromiumFound.problem);
  process.exit(1);
}
/** Said before the stages and again after them, so that a green run on SQLite alone is not taken for a full one. */
const POSTGRES_SKIPPED =
  'PostgreSQL: skipped, TEST_DATABASE_URL is unset. The API tests run on SQLite only; set TEST_DATABASE_URL=postgres://user@host:port/database (a server on which the tests may create databases; .ci/run starts one) to run them on PostgreSQL too.';
const postgresSkipped = mode === 'full' && !process.env.TEST_DATABASE_URL;
if (postgresSkipped) console.log(POSTGRES_SKIPPED);
const started = performance.now();
const outcomes = (await Promise.all(mode === 'quick' ? quickRun() : fullRun())).flat();
const total = (performance.now() - started) / 1000;
/** « 22 min 60 s » once: the seconds are rounded before they are split. */
const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2)} s`;
};
console.log('\nStage durations:');
for (const { name, seconds, passed } of outcomes) {
  console.log(`  ${passed ? 'passed' : 'FAILED'}  ${minutes(seconds).padStart(12)}  ${name}`);
}
console.log(`  total   ${minutes(total).padStart(12)}`);
if (postgresSkipped) console.log(`\n${POSTGRES_SKIPPED}`);
process.exit(outcomes.length > 0 && outcomes.every((outcome) => outcome.passed) ? 0 : 1);
