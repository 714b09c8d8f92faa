import type { SeedRecord } from '../../lib/seed';

const modules = import.meta.glob<{ default: SeedRecord[] }>('../../resources/*/seed.ts', { eager: true });

/** The demo records of every catalogue (resources/<name>/seed.ts), by catalogue name. */
export function demoSeeds(): Map<string, SeedRecord[]> {
  return new Map(Object.entries(modules).map(([path, module]) => [path.split('/').at(-2) ?? path, module.default]));
}
