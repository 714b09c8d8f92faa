import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResourceModel } from '../../lib/model';
import { isSeedRef, type SeedRecord } from '../../lib/seed';
import type { ModelRegistry } from '../models';
import { RESOURCES_DIR } from '../models';
import type { EntityStore } from '../store/entityStore';

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

async function seedsOf(model: ResourceModel): Promise<SeedRecord[]> {
  const file = path.join(RESOURCES_DIR, model.name, 'seed.ts');
  if (!existsSync(file)) return [];
  return ((await import(pathToFileURL(file).href)) as { default: SeedRecord[] }).default;
}

/** Loads every catalogue's demo records (resources/<name>/seed.ts) through the store's own validation. */
export async function loadDemoData(store: EntityStore, models: ModelRegistry): Promise<number> {
  const ids = new Map<string, number>();
  const relations: Array<{ model: ResourceModel; id: number; seed: SeedRecord }> = [];
  let count = 0;
  const allSeeds = new Map<string, SeedRecord[]>();
  for (const model of models.all) allSeeds.set(model.name, await seedsOf(model));
  for (const name of dependencyOrder(allSeeds)) {
    const model = models.byName.get(name)!;
    const seeds = allSeeds.get(name) ?? [];
    // Self-references (sub-categories) need their parents first: seeds list parents before children.
    for (const seed of seeds) {
      const data = Object.fromEntries(Object.entries(seed.data).map(([k, v]) => [k, resolve(v, ids)]));
      const created = await store.create(model, data);
      const name = seed.ref ?? (typeof seed.data.keyName === 'string' ? seed.data.keyName : undefined);
      if (name) ids.set(`${model.name}:${name}`, created.id as number);
      if (seed.relations) relations.push({ model, id: created.id as number, seed });
      count += 1;
    }
  }
  await activateDemoAccounts(store, models);
  for (const { model, id, seed } of relations) {
    for (const [path, items] of Object.entries(seed.relations ?? {})) {
      const body = items.map(({ $ref, ...extra }) => ({ ...extra, id: resolve({ $ref }, ids) }));
      await store.relations.setRelation(model, id, path, body);
    }
  }
  return count;
}

/** Demo accounts are activated, except the newest of each catalogue, so both states can be seen. */
async function activateDemoAccounts(store: EntityStore, models: ModelRegistry): Promise<void> {
  for (const model of models.all.filter((m) => m.account)) {
    const rows = await store.db
      .selectFrom('entities')
      .select('id')
      .where('resource', '=', model.name)
      .orderBy('id', 'desc')
      .execute();
    const activated = rows.slice(1).map((r) => r.id);
    if (activated.length === 0) continue;
    await store.db
      .updateTable('users')
      .set({ first_connect_complete: 1, must_change_password: 0 })
      .where('entity_id', 'in', activated)
      .execute();
  }
}
