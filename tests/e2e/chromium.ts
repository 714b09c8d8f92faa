import { existsSync } from 'node:fs';

/** Debian's Chromium (no browser downloads here): CHROMIUM_PATH, default /usr/bin/chromium. */
export function chromiumPath(): string {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executable)) {
    throw new Error(
      `Chromium not found at ${executable}. Install it with "apt-get install -y chromium" (Debian) or set CHROMIUM_PATH.`,
    );
  }
  return executable;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
