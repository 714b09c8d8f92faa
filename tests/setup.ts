import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import failOnConsole from 'vitest-fail-on-console';

// A test that logs an error or a warning fails, and shows the message: a passing run prints no stack trace or warning
// that a newcomer could take for a defect, and a new one (React's act, a route not found) is seen at once. A test of
// a failure declares the log it expects (`expectFailedCallLogged`, tests/components/adminTestContext.tsx).
failOnConsole({ shouldFailOnError: true, shouldFailOnWarn: true });

// Component tests wait for what a user would see, never on a clock: this limit only ends a wait that will never be
// met, with the DOM printed. It is far above any render a loaded 2-core machine takes (a first render of a listing
// under a load of 10 takes seconds), and below vitest's own limit per test (vitest.config.ts). No test sets a shorter
// one (docs/testing.md).
configure({ asyncUtilTimeout: 30_000 });

// A component file's last test can leave a timer behind: react-admin schedules a state change on `setTimeout(0)` (a
// reference input's parameters), which then ran after vitest had torn the file's document down and failed the run
// with « window is not defined », in no test (seen once in four runs of the component files). Each file clears the
// timers still pending once its tests are done: nothing a file scheduled runs after its document is gone.
if (typeof window !== 'undefined') {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const { setTimeout: schedule, clearTimeout: cancel } = globalThis;
  globalThis.setTimeout = ((run: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle = schedule(
      (...given: unknown[]) => {
        pending.delete(handle);
        run(...given);
      },
      delay,
      ...args,
    );
    pending.add(handle);
    return handle;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((handle?: ReturnType<typeof setTimeout>) => {
    if (handle !== undefined) pending.delete(handle);
    cancel(handle);
  }) as typeof clearTimeout;
  afterAll(() => {
    for (const handle of pending) cancel(handle);
    pending.clear();
  });
}
