import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWrites } from '../../server/db/sendWrites';
import { createTestApp, DATABASES, type TestApp } from './testApp';

/** Writes sent together (one statement on PostgreSQL) apply all, each to the rows as they were before. */
describe.each(DATABASES)('writes sent together on %s', (database) => {
  let t: TestApp;
  const postgres = database === 'postgres';
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const termsOf = async (entityId: number) =>
    (
      await t.app.db
        .selectFrom('entity_terms')
        .select(['field', 'term'])
        .where('entity_id', '=', entityId)
        .orderBy('field')
        .orderBy('term')
        .execute()
    ).map((row) => `${row.field}=${row.term}`);

  it('deletes the old rows and inserts the new ones of the same field in one go', async () => {
    const db = t.app.db;
    const row = (field: string, term: string) => ({ entity_id: 900_001, resource: 'probe', field, term });
    await db
      .insertInto('entity_terms')
      .values([row('kind', 'old'), row('kept', 'yes')])
      .execute();
    await db
      .transaction()
      .execute((trx) =>
        sendWrites(trx, postgres, [
          trx.deleteFrom('entity_terms').where('entity_id', '=', 900_001).where('field', '=', 'kind'),
          trx.insertInto('entity_terms').values([row('kind', 'new'), row('kind', 'newer')]),
          trx
            .updateTable('entity_terms')
            .set({ term: 'still' })
            .where('entity_id', '=', 900_001)
            .where('field', '=', 'kept'),
        ]),
      );
    expect(await termsOf(900_001)).toEqual(['kept=still', 'kind=new', 'kind=newer']);
  });

  // 72,000 parameters in all: above PostgreSQL's 65,535 for one statement.
  it('sends more writes than one statement can bind, all of them', async () => {
    const rows = Array.from({ length: 18_000 }, (_, i) => ({
      entity_id: 900_002,
      resource: 'probe',
      field: `f${i % 3}`,
      term: `t${i}`,
    }));
    const db = t.app.db;
    await db.transaction().execute((trx) =>
      sendWrites(
        trx,
        postgres,
        [0, 1, 2, 3, 4, 5].map((k) => trx.insertInto('entity_terms').values(rows.slice(k * 3000, (k + 1) * 3000))),
      ),
    );
    expect((await termsOf(900_002)).length).toBe(18_000);
  });

  it('sends nothing for no writes', async () => {
    await expect(sendWrites(t.app.db, postgres, [])).resolves.toBeUndefined();
  });
});
