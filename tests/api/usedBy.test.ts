import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellAt as cell } from '../../lib/imageCells';
import type { UsedByPage } from '../../lib/usedBy';
import { up as writeConditionReferences } from '../../server/db/migrations/2026-12-02T10-condition-references';
import { category, create, documentType, expectError } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

// docs/search.md, "Used by": the records referring to one, from the references kept at each write.
describe.each(DATABASES)('used by on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const usedBy = async (api: string, id: number, query = '') => {
    const answer = await t.call({ method: 'GET', url: `/api/${api}/${id}/used-by${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as UsedByPage;
  };

  it('lists the records holding a reference to it, named and linked to their view', async () => {
    const cat = await category(t, 'used-cat', 'Utilisée', 'Used');
    const type = await documentType(t, 'used-type', cat.id, { label: tr('Panoramique', 'Panoramic') });
    expect(await usedBy('document-categories', cat.id)).toEqual({
      items: [
        {
          resource: 'documentTypes',
          view: 'documentTypes',
          id: type.id,
          label: tr('Panoramique', 'Panoramic'),
          keyName: 'used-type',
        },
      ],
      total: 1,
    });
    expect(await usedBy('document-types', type.id)).toEqual({ items: [], total: 0 });
  });

  it('lists the records holding it in a reference list', async () => {
    const goals = await create(t, 'objective-categories', { keyName: 'used-goals', label: tr('Buts', 'Goals') });
    const categoryId = goals.id;
    const target = await create(t, 'objective-types', { keyName: 'used-goal', label: tr('But', 'Goal'), categoryId });
    const objective = await create(t, 'objective-types', {
      categoryId,
      keyName: 'used-objective',
      label: tr('Objectif', 'Objective'),
      objectiveTypeIds: [target.id],
    });
    const answer = await usedBy('objective-types', target.id);
    expect(answer.items.map((entry) => [entry.resource, entry.id, entry.keyName])).toEqual([
      ['objectiveTypes', objective.id, 'used-objective'],
    ]);
  });

  it('lists the records holding it in a relation list', async () => {
    const cat = await category(t, 'rel-used-cat');
    const type = await documentType(t, 'rel-used-type', cat.id);
    const scenario = await create(t, 'scenarios', { keyName: 'used-scenario', label: tr('Série', 'Set') });
    const related = await t.call({
      method: 'POST',
      url: `/api/scenarios/${scenario.id}/document-types`,
      payload: [{ id: type.id }],
    });
    expect(related.statusCode, related.body).toBe(200);
    expect((await usedBy('document-types', type.id)).items.map((entry) => [entry.resource, entry.id])).toEqual([
      ['scenarios', scenario.id],
    ]);
    // The relation emptied: used by nothing, at once.
    await t.call({ method: 'POST', url: `/api/scenarios/${scenario.id}/document-types`, payload: [] });
    expect(await usedBy('document-types', type.id)).toEqual({ items: [], total: 0 });
  });

  it('lists the records naming it inside a JSON list (an image template’s cells)', async () => {
    const cat = await category(t, 'cell-cat');
    const type = await documentType(t, 'cell-type', cat.id);
    const template = await create(t, 'image-templates', {
      keyName: 'used-template',
      label: tr('Modèle', 'Template'),
      cells: [{ ...cell(0, 0), documentTypeId: type.id }],
    });
    expect((await usedBy('document-types', type.id)).items.map((entry) => [entry.resource, entry.id])).toEqual([
      ['imageTemplates', template.id],
    ]);
  });

  it('lists the records whose display condition tests it, and keeps it from being deleted while they do', async () => {
    const attribute = (keyName: string, extra: Record<string, unknown> = {}) =>
      create(t, 'attributes', { keyName, label: tr(keyName, keyName), usage: 'exam', type: 'text', ...extra });
    const tested = await attribute('tested');
    const rule = (entityId: number) => ({ entity: 'attribute', entityId, operator: 'filled' });
    const shown = await attribute('shown-if-tested', {
      logicCondition: { combinator: 'and', rules: [rule(tested.id), rule(tested.id)] },
    });
    expect((await usedBy('attributes', tested.id)).items.map((entry) => [entry.resource, entry.id])).toEqual([
      ['attributes', shown.id],
    ]);
    const refused = await t.call({ method: 'DELETE', url: `/api/attributes/${tested.id}` });
    expectError(refused, 409, 1104);
    expect(refused.json()).toMatchObject({ references: [{ resource: 'attributes', id: shown.id }] });
    // A condition naming no existing record is refused on its field, and nothing is written.
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/attributes',
        payload: {
          keyName: 'dangling',
          label: tr('d', 'd'),
          usage: 'exam',
          type: 'text',
          logicCondition: { rules: [rule(999999)] },
        },
      }),
      400,
      1203,
      'logicCondition',
    );
    // The condition changed to test nothing: used by nothing, and deleted.
    const changed = await t.call({
      method: 'PUT',
      url: `/api/attributes/${shown.id}`,
      payload: { ...shown, logicCondition: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await usedBy('attributes', tested.id)).toEqual({ items: [], total: 0 });
  });

  it('finds the conditions stored before they were references once the migration has written them', async () => {
    const tested = await create(t, 'attributes', {
      keyName: 'tested-before',
      label: tr('Avant', 'Before'),
      usage: 'exam',
      type: 'text',
    });
    const shown = await create(t, 'objective-types', {
      keyName: 'shown-if-exam',
      label: tr('Objectif', 'Objective'),
      categoryId: (await create(t, 'objective-categories', { keyName: 'cond-goals', label: tr('B', 'G') })).id,
      logicCondition: { combinator: 'or', rules: [{ entity: 'attribute', entityId: tested.id, operator: 'filled' }] },
    });
    // As a database written before: the condition's reference not kept.
    await t.app.db.deleteFrom('entity_refs').where('from_id', '=', shown.id).execute();
    expect((await usedBy('attributes', tested.id)).total).toBe(0);
    await writeConditionReferences(t.app.db as never);
    await writeConditionReferences(t.app.db as never);
    expect((await usedBy('attributes', tested.id)).items.map((entry) => [entry.resource, entry.id])).toEqual([
      ['objectiveTypes', shown.id],
    ]);
  });

  it('pages the referring records, oldest first, with their total; a deleted referrer is gone at once', async () => {
    const cat = await category(t, 'paged-cat');
    const types = [];
    for (let i = 0; i < 5; i++) types.push(await documentType(t, `paged-${i}`, cat.id));
    const second = await usedBy('document-categories', cat.id, '?page=2&itemsPerPage=2');
    expect(second).toEqual({
      items: [expect.objectContaining({ id: types[2].id }), expect.objectContaining({ id: types[3].id })],
      total: 5,
    });
    expect(await usedBy('document-categories', cat.id, '?page=9&itemsPerPage=2')).toEqual({ items: [], total: 5 });
    await t.call({ method: 'DELETE', url: `/api/document-types/${types[0].id}` });
    expect((await usedBy('document-categories', cat.id)).total).toBe(4);
  });

  it('refuses a wrong page, and answers 404 for an unknown or deleted record', async () => {
    const cat = await category(t, 'refused-cat');
    for (const query of ['?page=0', '?page=x', '?itemsPerPage=0', '?itemsPerPage=-3'])
      expectError(
        await t.call({ method: 'GET', url: `/api/document-categories/${cat.id}/used-by${query}` }),
        400,
        1203,
        query.slice(1).split('=')[0],
      );
    expectError(await t.call({ method: 'GET', url: '/api/document-categories/999999/used-by' }), 404, 1200);
    expectError(await t.call({ method: 'GET', url: '/api/document-categories/abc/used-by' }), 404, 1200);
    await t.call({ method: 'DELETE', url: `/api/document-categories/${cat.id}` });
    expectError(await t.call({ method: 'GET', url: `/api/document-categories/${cat.id}/used-by` }), 404, 1200);
  });
});
