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
