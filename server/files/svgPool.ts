import { Piscina } from 'piscina';

/** Longer than any 10 MB file takes; past it the worker is stopped and the file refused. */
const TIME_LIMIT_MS = 30_000;

let pool: Piscina | undefined;

/** One worker thread, started on first use and stopped when idle: uploads of SVG files are rare. */
function svgPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./svgWorker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 10_000,
  });
  return pool;
}

export type SvgOutcome = { svg: string } | { refused: string };

/** The SVG checks the worker thread has finished since the server started (tests/api/svgUploads.test.ts). */
export const svgChecksDoneOffThread = (): number => pool?.completed ?? 0;

/** Sanitises an SVG off the event loop (server/files/svgSanitiser.ts), within a time limit. */
export async function sanitiseSvgOffThread(svg: string): Promise<SvgOutcome> {
  try {
    return (await svgPool().run(svg, { signal: AbortSignal.timeout(TIME_LIMIT_MS) })) as SvgOutcome;
  } catch (error) {
    if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError')
      return { refused: 'the SVG takes too long to check' };
    throw error;
  }
}
