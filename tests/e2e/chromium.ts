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

/**
 * Every tab's settings: French, and the reduced motion an administrator's system may ask for (the console then drops
 * its ripples and transitions, src/layout/reducedMotion.ts: a tenth less work for the browser). The config's `use`
 * and the tabs stories open themselves share them; adminChangesRendering.spec.ts holds both motion modes.
 */
export const TAB_SETTINGS = { locale: 'fr-FR', reducedMotion: 'reduce' } as const;
