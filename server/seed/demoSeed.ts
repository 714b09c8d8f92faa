import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Transaction } from 'kysely';
import type { ResourceModel } from '../../lib/model';
import { loadSeeds, type SeedRecord } from '../../lib/seed';
import type { Database } from '../db/schema';
import { SERVER } from '../history/entries';
import type { ModelRegistry } from '../models';
import { RESOURCES_DIR } from '../models';
import type { EntityStore } from '../store/entityStore';

const DEMO_RULES = { languagesMayMiss: true, mailCredentials: false };

async function seedsOf(model: ResourceModel): Promise<SeedRecord[]> {
  const file = path.join(RESOURCES_DIR, model.name, 'seed.ts');
  if (!existsSync(file)) return [];
  return ((await import(pathToFileURL(file).href)) as { default: SeedRecord[] }).default;
}

/**
 * Loads every catalogue's demo records (resources/<name>/seed.ts) through the store's own validation, in one
 * transaction: all of them or none, and one write to disk instead of one per record (about half the time on SQLite).
 * Their accounts are created without e-mail and with a temporary password no one knows: demo data never sends mail
 * (docs/operations.md, "First start"); an administrator may send an account new credentials.
 */
export async function loadDemoData(store: EntityStore, models: ModelRegistry): Promise<number> {
  const allSeeds = new Map<string, SeedRecord[]>();
  for (const model of models.all) allSeeds.set(model.name, await seedsOf(model));
  const modelOf = (name: string) => models.byName.get(name)!;
  return store.transaction((trx) =>
    loadSeeds(allSeeds, {
      create: async (resource, data) =>
        (await store.create(modelOf(resource), data, trx, SERVER, DEMO_RULES)).id as number,
      recordsCreated: () => activateDemoAccounts(trx, models),
      setRelation: async (resource, id, relationPath, items) => {
        await store.relations.setRelation(modelOf(resource), id, relationPath, items, SERVER, trx);
      },
    }),
  );
}

/** Demo accounts are activated, except the newest of each catalogue, so both states can be seen. */
async function activateDemoAccounts(trx: Transaction<Database>, models: ModelRegistry): Promise<void> {
  for (const model of models.all.filter((m) => m.account)) {
    const rows = await trx
      .selectFrom('entities')
      .select('id')
      .where('resource', '=', model.name)
      .orderBy('id', 'desc')
      .execute();
    const activated = rows.slice(1).map((r) => r.id);
    if (activated.length === 0) continue;
    await trx
      .updateTable('users')
      .set({ first_connect_complete: 1, must_change_password: 0 })
      .where('entity_id', 'in', activated)
      .execute();
  }
}
