import { setImmediate } from 'node:timers/promises';

/** How long a long task (an import, a bulk write) may hold the server's thread before other calls get a turn. */
export const SLICE_MS = 20;

/** When the turn asked for last began waiting (undefined: the event loop has turned since). */
let turnAskedAt: number | undefined;

/**
 * Lets other work (requests, probes, timers) run when this thread has not let the event loop turn for SLICE_MS: cheap
 * enough to call at every statement and every row of a long task (docs/export-import.md, "While an import is written").
 * A call notes when it first found the loop busy by asking for the next turn; a call SLICE_MS later that finds the turn
 * still not taken waits for it. The turn comes after the poll phase: connections waiting get their answers.
 */
export async function letOthersRun(): Promise<void> {
  const now = performance.now();
  if (turnAskedAt === undefined) {
    turnAskedAt = now;
    globalThis.setImmediate(() => {
      turnAskedAt = undefined;
    });
    return;
  }
  if (now - turnAskedAt >= SLICE_MS) await setImmediate();
}
