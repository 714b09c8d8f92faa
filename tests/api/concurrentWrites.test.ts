import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

/** Many clients at once (PostgreSQL runs them in parallel): positions stay dense and unique, no 500. */
describe.each(DATABASES)('concurrent writes on %s', (database) => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(database);
    categoryId = (await create(t, 'act-categories', { keyName: 'cat', label: tr('Catégorie', 'Category') })).id;
  });
  afterAll(() => t.close());

  const positions = async () => {
    const rows = (
      await t.call({ method: 'GET', url: `/api/act-types?categoryId=${categoryId}&itemsPerPage=1000` })
    ).json();
    return (rows as Array<{ displayOrder: number }>).map((r) => r.displayOrder);
  };
  const dense = (count: number) => Array.from({ length: count }, (_, i) => i);

  it('gives 150 simultaneous creations of one sibling group 150 distinct positions', async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        t.call({
          method: 'POST',
          url: '/api/act-types',
          payload: { keyName: `act-${i}`, label: tr(`Acte ${i}`, `Act ${i}`), categoryId },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    expect((await positions()).sort((a, b) => a - b)).toEqual(dense(150));
  }, 120_000);

  it('keeps positions dense and unique under 400 moves from 40 clients at once', async () => {
    const rows = (
      await t.call({ method: 'GET', url: `/api/act-types?categoryId=${categoryId}&itemsPerPage=1000` })
    ).json();
    const ids = (rows as Array<{ id: number }>).map((r) => r.id);
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t.call({
            method: 'PUT',
            url: `/api/act-types/${ids[(i * 7 + round) % ids.length]}/display-order`,
            payload: { displayOrder: (i * 13 + round) % ids.length },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    }
    expect((await positions()).sort((a, b) => a - b)).toEqual(dense(ids.length));
  }, 120_000);

  it('never lets a category be deleted while a type referencing it is created', async () => {
    for (let round = 0; round < 20; round++) {
      const parent = await create(t, 'act-categories', { keyName: `race-${round}`, label: tr('Course', 'Race') });
      const [child, removal] = await Promise.all([
        t.call({
          method: 'POST',
          url: '/api/act-types',
          payload: { keyName: `race-act-${round}`, label: tr('Acte', 'Act'), categoryId: parent.id },
        }),
        t.call({ method: 'DELETE', url: `/api/act-categories/${parent.id}` }),
      ]);
      expect([201, 400]).toContain(child.statusCode);
      expect([204, 409]).toContain(removal.statusCode);
      // Exactly one of them wins: a child under a deleted parent, or neither, never happens.
      expect(child.statusCode === 201, `round ${round}`).toBe(removal.statusCode === 409);
    }
  });

  it('never lets a category be deleted while a type is moved under it', async () => {
    const home = await create(t, 'act-categories', { keyName: 'move-home', label: tr('Départ', 'Home') });
    const act = await create(t, 'act-types', { keyName: 'mover', label: tr('Acte', 'Act'), categoryId: home.id });
    let categoryId = home.id;
    for (let round = 0; round < 20; round++) {
      const target = await create(t, 'act-categories', { keyName: `move-${round}`, label: tr('But', 'Goal') });
      const [moved, removal] = await Promise.all([
        t.call({
          method: 'PUT',
          url: `/api/act-types/${act.id}`,
          payload: { keyName: 'mover', label: tr('Acte', 'Act'), categoryId: target.id },
        }),
        t.call({ method: 'DELETE', url: `/api/act-categories/${target.id}` }),
      ]);
      expect([200, 400]).toContain(moved.statusCode);
      expect([204, 409]).toContain(removal.statusCode);
      // Exactly one of them wins: a type under a deleted category, or neither, never happens.
      expect(moved.statusCode === 200, `round ${round}`).toBe(removal.statusCode === 409);
      // Moved, it is under the kept category; refused, it stays where it was.
      if (moved.statusCode === 200) {
        categoryId = target.id;
        expect((await t.call({ method: 'GET', url: `/api/act-categories/${target.id}` })).statusCode).toBe(200);
      }
      const stored = (await t.call({ method: 'GET', url: `/api/act-types/${act.id}` })).json();
      expect(stored.categoryId, `round ${round}`).toBe(categoryId);
    }
  });
});
