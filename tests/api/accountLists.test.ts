import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, expectError, ids } from './fixtures';
import { createTestApp, DATABASES, type TestApp } from './testApp';

const CHOSEN = 'Chosen-Passw0rd!';

/**
 * Listings of records with a linked account: the account's fields (active flag, user id) filter, sort and
 * page like the record's own fields, e-mail and names too.
 */
describe.each(DATABASES)('account fields in lists on %s', (database) => {
  let t: TestApp;
  /** Practices in creation order: [Martin, Bernard, Nguyen, Carter, Dubois]; the 2nd and 4th are activated. */
  const practices: Array<{ id: number; mainUserId: number }> = [];
  const diagnosticians: Array<{ id: number; userId: number }> = [];
  const aligners: Array<{ id: number; mainUserId: number }> = [];

  /** What an administrator may do at any time: the account's first connection completes. */
  const activate = async (userId: number) => {
    const answer = await t.call({
      method: 'PUT',
      url: `/api/users/${userId}/init-password`,
      payload: { password: CHOSEN },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(database);
    const people = [
      ['Claire', 'Martin', 'claire.martin@example.com'],
      ['Julien', 'Bernard', 'Julien.Bernard@example.com'],
      ['Amélie', 'Nguyen', 'amelie.nguyen@example.com'],
      ['Emily', 'Carter', 'emily.carter@example.com'],
      ['Marc', 'Dubois', 'marc.dubois@example.com'],
    ];
    for (const [index, [firstName, lastName, email]] of people.entries()) {
      const practice = await create(t, 'companies', {
        name: `Cabinet ${index + 1}`,
        mainUserEmail: email,
        mainUserFirstName: firstName,
        mainUserLastName: lastName,
      });
      practices.push(practice as { id: number; mainUserId: number });
    }
    await activate(practices[1].mainUserId);
    await activate(practices[3].mainUserId);

    for (const [index, [firstName, lastName]] of [
      ['Sophie', 'Lefèvre'],
      ['Hannah', 'Wright'],
      ['Bruno', 'Abadie'],
    ].entries()) {
      const diagnostician = await create(t, 'user-third-parties', {
        rpps: `1010000000${index}`,
        email: `${firstName.toLowerCase()}@diag.example.com`,
        firstName,
        lastName,
      });
      diagnosticians.push(diagnostician as { id: number; userId: number });
    }
    await activate(diagnosticians[1].userId);

    for (const name of ['Alignéo', 'ClearPath']) {
      const aligner = await create(t, 'company-aligners', {
        name,
        mainUserEmail: `contact@${name.toLowerCase()}.example.com`,
        mainUserFirstName: 'Contact',
        mainUserLastName: name,
      });
      aligners.push(aligner as { id: number; mainUserId: number });
    }
    await activate(aligners[0].mainUserId);
  });
  afterAll(() => t.close());

  it("answers a record's account fields alike in its detail and in lists, activated or not", async () => {
    for (const [api, records] of [
      ['companies', practices],
      ['user-third-parties', diagnosticians],
      ['company-aligners', aligners],
    ] as const) {
      const listed = await t.call({ method: 'GET', url: `/api/${api}` });
      expect(listed.statusCode).toBe(200);
      for (const { id } of records) {
        const detail = await t.call({ method: 'GET', url: `/api/${api}/${id}` });
        expect(detail.statusCode).toBe(200);
        expect(detail.json()).toEqual(listed.json().find((row: { id: number }) => row.id === id));
      }
    }
    const [first, second] = [practices[0], practices[1]];
    expect((await t.call({ method: 'GET', url: `/api/companies/${first.id}` })).json()).toMatchObject({
      mainUserId: first.mainUserId,
      mainUserIsActive: false,
    });
    expect((await t.call({ method: 'GET', url: `/api/companies/${second.id}` })).json()).toMatchObject({
      mainUserId: second.mainUserId,
      mainUserIsActive: true,
    });
  });

  const list = async (api: string, query: string) => {
    const answer = await t.call({ method: 'GET', url: `/api/${api}?${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return ids(answer);
  };
  const practice = (n: number) => practices[n].id;

  it('filters practices on the activated flag, alone or with the search and other filters', async () => {
    expect(await list('companies', 'mainUserIsActive=1')).toEqual([practice(1), practice(3)]);
    expect(await list('companies', 'mainUserIsActive=0')).toEqual([practice(0), practice(2), practice(4)]);
    expect(await list('companies', 'mainUserIsActive=true')).toEqual([practice(1), practice(3)]);
    expect(await list('companies', 'mainUserIsActive=0&q=nguyen')).toEqual([practice(2)]);
    expect(await list('companies', 'mainUserIsActive=1&q=nguyen')).toEqual([]);
    expect(await list('companies', 'exists[mainUserIsActive]=1')).toHaveLength(5);
  });

  it('pages the filtered practices: each page holds the next matching records', async () => {
    expect(await list('companies', 'mainUserIsActive=0&itemsPerPage=2&page=1')).toEqual([practice(0), practice(2)]);
    expect(await list('companies', 'mainUserIsActive=0&itemsPerPage=2&page=2')).toEqual([practice(4)]);
    expect(await list('companies', 'mainUserIsActive=1&itemsPerPage=1&page=2')).toEqual([practice(3)]);
    expect(await list('companies', 'mainUserIsActive=1&itemsPerPage=1&page=3')).toEqual([]);
  });

  it('sorts practices on the activated flag, then by id, and pages that order', async () => {
    const activatedFirst = [practice(1), practice(3), practice(0), practice(2), practice(4)];
    expect(await list('companies', 'order[mainUserIsActive]=desc')).toEqual(activatedFirst);
    expect(await list('companies', 'order[mainUserIsActive]=asc')).toEqual([
      practice(0),
      practice(2),
      practice(4),
      practice(1),
      practice(3),
    ]);
    expect(await list('companies', 'order[mainUserIsActive]=desc&itemsPerPage=2&page=2')).toEqual(
      activatedFirst.slice(2, 4),
    );
  });

  it('sorts practices on the main user e-mail and names, case- and accent-insensitively', async () => {
    // amelie, claire, emily, Julien, marc
    const byEmail = [practice(2), practice(0), practice(3), practice(1), practice(4)];
    expect(await list('companies', 'order[mainUserEmail]=asc')).toEqual(byEmail);
    expect(await list('companies', 'order[mainUserEmail]=desc')).toEqual([...byEmail].reverse());
    // Bernard, Carter, Dubois, Martin, Nguyen
    const byLastName = [practice(1), practice(3), practice(4), practice(0), practice(2)];
    expect(await list('companies', 'order[mainUserLastName]=asc')).toEqual(byLastName);
    expect(await list('companies', 'order[mainUserLastName]=asc&itemsPerPage=2&page=2')).toEqual(
      byLastName.slice(2, 4),
    );
    // Amélie, Claire, Emily, Julien, Marc
    expect(await list('companies', 'order[mainUserFirstName]=asc')).toEqual(byEmail);
    expect(await list('companies', 'order[mainUserIsActive]=desc&order[mainUserLastName]=asc')).toEqual([
      practice(1),
      practice(3),
      practice(4),
      practice(0),
      practice(2),
    ]);
  });

  it('filters practices on the main user e-mail, names and user id', async () => {
    expect(await list('companies', 'mainUserEmail=julien.bernard@example.com')).toEqual([practice(1)]);
    expect(await list('companies', 'mainUserLastName=nguyen')).toEqual([practice(2)]);
    expect(await list('companies', 'mainUserFirstName=Amélie')).toEqual([practice(2)]);
    expect(await list('companies', `mainUserId=${practices[3].mainUserId}`)).toEqual([practice(3)]);
  });

  it('filters and sorts diagnosticians on their account fields', async () => {
    const [sophie, hannah, bruno] = diagnosticians.map((d) => d.id);
    expect(await list('user-third-parties', 'isActive=1')).toEqual([hannah]);
    expect(await list('user-third-parties', 'isActive=0')).toEqual([sophie, bruno]);
    expect(await list('user-third-parties', 'order[isActive]=desc')).toEqual([hannah, sophie, bruno]);
    expect(await list('user-third-parties', 'order[lastName]=asc')).toEqual([bruno, sophie, hannah]);
    expect(await list('user-third-parties', 'order[firstName]=desc')).toEqual([sophie, hannah, bruno]);
    expect(await list('user-third-parties', 'order[email]=asc')).toEqual([bruno, hannah, sophie]);
    expect(await list('user-third-parties', 'isActive=0&order[lastName]=desc&itemsPerPage=1&page=2')).toEqual([bruno]);
    expect(await list('user-third-parties', `userId=${diagnosticians[0].userId}`)).toEqual([sophie]);
  });

  it('filters and sorts aligner companies on the activated flag', async () => {
    const [aligneo, clearPath] = aligners.map((a) => a.id);
    expect(await list('company-aligners', 'mainUserIsActive=1')).toEqual([aligneo]);
    expect(await list('company-aligners', 'mainUserIsActive=0')).toEqual([clearPath]);
    expect(await list('company-aligners', 'order[mainUserIsActive]=asc')).toEqual([clearPath, aligneo]);
  });

  it('leaves deleted records out of the filtered list', async () => {
    const extra = await create(t, 'companies', {
      name: 'Cabinet éphémère',
      mainUserEmail: 'ephemere@example.com',
      mainUserFirstName: 'Eva',
      mainUserLastName: 'Éphémère',
    });
    expect(await list('companies', 'mainUserIsActive=0')).toContain(extra.id);
    expect((await t.call({ method: 'DELETE', url: `/api/companies/${extra.id}` })).statusCode).toBe(204);
    expect(await list('companies', 'mainUserIsActive=0')).toEqual([practice(0), practice(2), practice(4)]);
  });

  it('refuses an activated filter that is not 1 or 0, and an unknown direction, naming the parameter', async () => {
    for (const value of ['yes', '2', '']) {
      expectError(
        await t.call({ method: 'GET', url: `/api/companies?mainUserIsActive=${value}` }),
        400,
        1203,
        'mainUserIsActive',
      );
    }
    expectError(
      await t.call({ method: 'GET', url: '/api/user-third-parties?isActive[]=1&isActive[]=x' }),
      400,
      1203,
      'isActive',
    );
    expectError(
      await t.call({ method: 'GET', url: '/api/companies?order[mainUserIsActive]=up' }),
      400,
      1203,
      'order[mainUserIsActive]',
    );
  });
});

describe.each(DATABASES)('account fields of a large catalogue on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('reads every account, past the first batch of ids, before filtering and paging', async () => {
    const stamp = new Date().toISOString();
    const count = 1200;
    const activated = new Set([0, 499, 500, 777, count - 1]);
    const entityIds: number[] = [];
    for (let start = 0; start < count; start += 200) {
      const rows = Array.from({ length: Math.min(200, count - start) }, (_, i) => ({
        resource: 'companies',
        data: JSON.stringify({
          name: `Cabinet ${start + i}`,
          mainUserEmail: `cabinet${start + i}@example.com`,
          mainUserFirstName: 'Prénom',
          mainUserLastName: 'Nom',
        }),
        key_name: null,
        parent_key: '',
        display_order: 0,
        created_at: stamp,
        updated_at: stamp,
      }));
      const inserted = await t.app.db.insertInto('entities').values(rows).returning('id').execute();
      entityIds.push(...inserted.map((row) => row.id));
    }
    for (let start = 0; start < count; start += 200) {
      const users = entityIds.slice(start, start + 200).map((entityId, i) => ({
        email: `cabinet${start + i}@example.com`,
        login: `cabinet${start + i}@example.com`,
        password_hash: null,
        first_name: 'Prénom',
        last_name: 'Nom',
        roles: '["ROLE_USER_PRACTITIONER"]',
        type: 'practitioner',
        first_connect_complete: activated.has(start + i) ? 1 : 0,
        must_change_password: 0,
        language: 'fr',
        company_id: entityId,
        entity_id: entityId,
        is_active: 1,
        created_at: stamp,
      }));
      await t.app.db.insertInto('users').values(users).execute();
    }
    const expected = [...activated].sort((a, b) => a - b).map((index) => entityIds[index]);

    const answer = await t.call({ method: 'GET', url: '/api/companies?mainUserIsActive=1' });
    expect(answer.statusCode).toBe(200);
    expect(ids(answer)).toEqual(expected);
    const sorted = await t.call({
      method: 'GET',
      url: '/api/companies?order[mainUserIsActive]=desc&itemsPerPage=3&page=2',
    });
    expect(ids(sorted)).toEqual([...expected.slice(3), entityIds[1]]);
    const inactive = await t.call({ method: 'GET', url: '/api/companies?mainUserIsActive=0&itemsPerPage=1000&page=2' });
    expect(ids(inactive)).toHaveLength(count - activated.size - 1000);
  });
});
