import http from 'node:http';

export interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
}

export interface Measure {
  p50: number;
  p95: number;
  rps: number;
  requests: number;
  errors: number;
  /** The p50 of each round the figures were taken from. */
  rounds: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A call measured in several rounds: p50 and p95 are the medians of the rounds', req/s their mean. */
export function medianOfRounds(rounds: Measure[]): Measure {
  return {
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    rps: rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length,
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    rounds: rounds.map((r) => r.p50),
  };
}

/**
 * A closed-loop load client on loopback: `connections` clients, each sending its next request when the
 * previous answer has arrived, for `seconds`. Latencies in milliseconds; answers ≥ 400 count as errors.
 */
export async function load(
  base: string,
  headers: Record<string, string>,
  next: (i: number) => Call,
  { connections = 8, seconds = 3 } = {},
): Promise<Measure> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let errors = 0;
  let counter = 0;
  const end = performance.now() + seconds * 1000;
  const once = (call: Call) =>
    new Promise<number>((resolve, reject) => {
      const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: call.path,
          method: call.method ?? 'GET',
          agent,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const status = await once(next(counter++));
      times.push(performance.now() - start);
      if (status >= 400) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN;
  return {
    p50: pct(50),
    p95: pct(95),
    rps: times.length / elapsed,
    requests: times.length,
    errors,
    rounds: [pct(50)],
  };
}
