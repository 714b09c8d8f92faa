import type { ResourceModel } from '../lib/model';
import { AccountService } from '../server/accounts/accountService';
import { buildApp } from '../server/app';
import { createAdmin } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import type { Db, Json } from '../server/db/connection';
import { EntityStore } from '../server/store/entityStore';
import { attribute, category, practice, selectOption, USED_BY_REFERRERS } from './data';

const BATCH = 5000;

/**
 * Practices' accounts without a password: hashing 100,000 passwords (argon2id, about 40 ms each) would take
 * over an hour and measures nothing the listings do. Everything else goes through the bulk path.
 */
class PasswordlessAccounts extends AccountService {
  override async created(db: Db, model: ResourceModel, entityId: number, record: Json): Promise<void> {
    const account = model.account!;
    const email = String(record[account.email]).toLowerCase();
    await db
      .insertInto('users')
      .values({
        email,
        login: email,
        password_hash: null,
        first_name: String(record[account.firstName] ?? ''),
        last_name: String(record[account.lastName] ?? ''),
        roles: JSON.stringify(['ROLE_USER_PRACTITIONER']),
        type: account.type,
        first_connect_complete: entityId % 3 === 0 ? 1 : 0,
        must_change_password: 1,
        language: 'fr',
        company_id: entityId,
        entity_id: entityId,
        is_active: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
}

/** The bench's administrator (the first account of its database) as its access token names it. */
export const BENCH_ADMIN_CLAIMS = { sub: '1', username: 'bench', roles: ['ROLE_USER_ADMIN'], firstConnect: false };

export interface Loaded {
  token: string;
  categoryIds: number[];
  attributeIds: number[];
  practiceIds: number[];
  /** The attribute USED_BY_REFERRERS select options refer to (absent from data kept by a run before it). */
  usedAttributeId?: number;
  seconds: { attributes: number; practices: number };
}

/** Fills a fresh database through the bulk write path (`EntityStore.createMany`, the batch call's code). */
export async function loadData(env: Record<string, string>, size: number): Promise<Loaded> {
  const app = await buildApp({ config: loadConfig({ ...process.env, ...env, SEED: 'none' }) });
  await app.ready();
  await createAdmin(app, { email: 'bench@example.com', password: 'Bench-Passw0rd!' });
  const store = app.store;
  const model = (name: string) => store.model(name);
  const categoryIds = await store.createMany(
    model('attributeCategories'),
    Array.from({ length: 50 }, (_, i) => category(i)),
  );
  let started = performance.now();
  const attributeIds: number[] = [];
  for (let start = 0; start < size; start += BATCH)
    attributeIds.push(
      ...(await store.createMany(
        model('attributes'),
        Array.from({ length: Math.min(BATCH, size - start) }, (_, k) => attribute(start + k, categoryIds)),
      )),
    );
  const attributes = (performance.now() - started) / 1000;
  // One attribute referred to by USED_BY_REFERRERS records, for "used by" (docs/search.md); none of them is listed,
  // searched or sorted by the other calls.
  const usedAttributeId = attributeIds[0];
  if (usedAttributeId !== undefined)
    for (let start = 0; start < USED_BY_REFERRERS; start += BATCH)
      await store.createMany(
        model('selectOptions'),
        Array.from({ length: Math.min(BATCH, USED_BY_REFERRERS - start) }, (_, k) =>
          selectOption(start + k, usedAttributeId),
        ),
      );
  const practices = new EntityStore(
    app.db,
    app.models,
    app.files,
    new PasswordlessAccounts(app.mails, { practitionerUrl: undefined, consoleUrl: '' }),
  );
  started = performance.now();
  const practiceIds: number[] = [];
  for (let start = 0; start < size; start += BATCH)
    practiceIds.push(
      ...(await practices.createMany(
        model('companies'),
        Array.from({ length: Math.min(BATCH, size - start) }, (_, k) => practice(start + k)),
      )),
    );
  const seconds = { attributes, practices: (performance.now() - started) / 1000 };
  const token = await app.tokens.sign(BENCH_ADMIN_CLAIMS);
  // The database as the server leaves it once its upkeep after bulk writes has ended (EntityStore.tidyAfterBulkWrite).
  await store.tidied();
  await practices.tidied();
  await app.close();
  return { token, categoryIds, attributeIds, practiceIds, usedAttributeId, seconds };
}
