/**
 * Demo data declared beside each catalogue in `resources/<name>/seed.ts` (default export: SeedRecord[]).
 * A reference to another seeded record is written `ref('documentCategories', 'photos')`, naming the
 * target's `ref`; the loader creates catalogues in dependency order and resolves these markers to ids.
 */
export interface SeedRef {
  $ref: string;
}

export interface SeedRecord {
  /** Name other seed records use to point at this one (defaults to its keyName). */
  ref?: string;
  data: Record<string, unknown>;
  /** Relation lists, keyed by the model's relation path: [{ ...ref(...), role? }]. */
  relations?: Record<string, Array<SeedRef & Record<string, unknown>>>;
}

export function ref(resource: string, name: string): SeedRef {
  return { $ref: `${resource}:${name}` };
}

export function isSeedRef(value: unknown): value is SeedRef {
  return !!value && typeof value === 'object' && typeof (value as SeedRef).$ref === 'string';
}

/** The two product languages in one call: tr('Photo', 'Photo'). */
export function tr(fr: string, en: string) {
  return [
    { language: 'fr' as const, value: fr },
    { language: 'en' as const, value: en },
  ];
}

/**
 * A translation set written in French only, as data older than the rule that every language be filled: the demo's
 * records missing a language (docs/translation.md, "Missing a language").
 */
export function frenchOnly(fr: string) {
  return tr(fr, '');
}

function referencedResources(seeds: SeedRecord[]): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (isSeedRef(value)) found.add(value.$ref.split(':')[0]);
    else if (Array.isArray(value)) value.forEach(walk);
  };
  for (const seed of seeds) Object.values(seed.data).forEach(walk);
  return found;
}

/** Catalogues in an order where every seed reference points at a record created before it. */
export function dependencyOrder(seeds: Map<string, SeedRecord[]>): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    if (visiting.has(name)) throw new Error(`seed references form a cycle through ${name}`);
    visiting.add(name);
    for (const target of referencedResources(seeds.get(name) ?? [])) if (target !== name) visit(target);
    ordered.push(name);
  };
  for (const name of seeds.keys()) visit(name);
  return ordered;
}

function resolve(value: unknown, ids: Map<string, number>): unknown {
  if (isSeedRef(value)) {
    const id = ids.get(value.$ref);
    if (id === undefined) throw new Error(`seed reference ${value.$ref} is not defined (or defined later)`);
    return id;
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, ids));
  return value;
}

/**
 * Where seed records go: the server's store, or the console's demo API. The demo data stands for a catalogue's
 * older data too: a few records miss a language (`frenchOnly`), which the missing-translation filter shows.
 */
export interface SeedSink {
  /**
   * Creates one record through the catalogue's own validation, its translation sets allowed to miss a language
   * (lib/validation.ts WriteRules `languagesMayMiss`); answers its id.
   */
  create(resource: string, data: Record<string, unknown>): Promise<number>;
  /** Called once every record exists, before relation lists are written. */
  recordsCreated?(): Promise<void>;
  setRelation(resource: string, id: number, path: string, items: Array<Record<string, unknown>>): Promise<void>;
}

/**
 * Loads demo records by catalogue in dependency order, resolving `ref()` markers to the ids created,
 * then writes relation lists. Self-references (sub-categories) need their parents first: seeds list
 * parents before children. Answers the number of records created.
 */
export async function loadSeeds(seeds: Map<string, SeedRecord[]>, sink: SeedSink): Promise<number> {
  const ids = new Map<string, number>();
  const relations: Array<{ resource: string; id: number; seed: SeedRecord }> = [];
  let count = 0;
  for (const resource of dependencyOrder(seeds)) {
    for (const seed of seeds.get(resource) ?? []) {
      const data = Object.fromEntries(Object.entries(seed.data).map(([k, v]) => [k, resolve(v, ids)]));
      const id = await sink.create(resource, data);
      const name = seed.ref ?? (typeof seed.data.keyName === 'string' ? seed.data.keyName : undefined);
      if (name) ids.set(`${resource}:${name}`, id);
      if (seed.relations) relations.push({ resource, id, seed });
      count += 1;
    }
  }
  await sink.recordsCreated?.();
  for (const { resource, id, seed } of relations) {
    for (const [path, items] of Object.entries(seed.relations ?? {})) {
      const body = items.map(({ $ref, ...extra }) => ({ ...extra, id: resolve({ $ref }, ids) }));
      await sink.setRelation(resource, id, path, body);
    }
  }
  return count;
}
