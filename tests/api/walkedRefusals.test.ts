import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { representationOf } from '../../lib/catalogueFacts';
import { keyFieldOf, type ResourceModel } from '../../lib/model';
import { translationOf } from '../../lib/translationSet';
import { WALKED_ROUTES } from '../e2e/catalogues/catalogueModels';
import { expectError } from './fixtures';
import { createDemoApp, DATABASES, type TestApp, tr } from './testApp';

/**
 * The refusals of the catalogue walk's options (resources/<name>/walk.ts), for every walked route: a demo record's key
 * typed again in upper case is refused (keys ignore case) and nothing is created; a demo record other records use
 * cannot be deleted, the answer naming what uses it. The browser walk (tests/e2e/catalogues/walkCatalogue.ts) shows
 * these refusals on screen on one route of each kind of form; the rules of each catalogue are held here.
 */

type ApiRecord = Record<string, unknown> & { id: number };

const modelOf = (t: TestApp, viewName: string): ResourceModel => {
  const model = t.app.models.all.find(
    (candidate) => candidate.name === viewName || candidate.views?.some((view) => view.name === viewName),
  );
  if (!model) throw new Error(`no model serves the console route /${viewName}`);
  return model;
};

/** The records of a catalogue the API search finds for `text` (its labels and keys). */
async function searched(t: TestApp, model: ResourceModel, text: string): Promise<ApiRecord[]> {
  const answer = await t.call({ method: 'GET', url: `/api/${model.api}?q=${encodeURIComponent(text)}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const withKey = WALKED_ROUTES.filter((route) => route.options.existingKey);
const usedElsewhere = WALKED_ROUTES.filter((route) => route.options.usedElsewhere);

describe.each(DATABASES)('the walk options’ refusals on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDemoApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('walks some routes with each refusal', () => {
    expect(withKey.length).toBeGreaterThan(10);
    expect(usedElsewhere.length).toBeGreaterThan(10);
  });

  it.each(withKey.map((route) => [route.viewName, route.options.existingKey as string]))(
    '/%s refuses the key « %s » typed in upper case, and creates nothing',
    async (viewName, existingKey) => {
      const model = modelOf(t, viewName);
      const keyField = keyFieldOf(model);
      expect(keyField, `${model.name} has a key field`).toBeDefined();
      const demo = (await searched(t, model, existingKey)).find((record) => record[keyField as string] === existingKey);
      expect(demo, `the demo record keyed ${existingKey}`).toBeDefined();
      const read = (await t.call({ method: 'GET', url: `/api/${model.api}/${demo?.id}` })).json() as ApiRecord;
      // The demo record's own values as a new record (a valid one on this route), a new name, and its key shouted.
      const payload = Object.fromEntries(
        Object.entries(read).filter(([field]) => field in model.fields && !model.fields[field].readOnly),
      );
      const before = (await searched(t, model, existingKey)).length;
      const answer = await t.call({
        method: 'POST',
        url: `/api/${model.api}`,
        payload: {
          ...payload,
          [representationOf(model)]: tr(`Copie ${existingKey}`, `Copy ${existingKey}`),
          [keyField as string]: existingKey.toUpperCase(),
        },
      });
      expectError(answer, 409, 1201, keyField);
      expect(await searched(t, model, existingKey)).toHaveLength(before);
    },
  );

  it.each(usedElsewhere.map((route) => [route.viewName, route.options.usedElsewhere as string]))(
    '/%s refuses deleting « %s », which other records use, and names them',
    async (viewName, french) => {
      const model = modelOf(t, viewName);
      const name = representationOf(model);
      const demo = (await searched(t, model, french)).find((record) => translationOf(record[name], 'fr') === french);
      expect(demo, `the demo record « ${french} »`).toBeDefined();
      const answer = await t.call({ method: 'DELETE', url: `/api/${model.api}/${demo?.id}` });
      expectError(answer, 409, 1104);
      const { references, referencesTotal } = answer.json() as { references: unknown[]; referencesTotal: number };
      expect(references.length).toBeGreaterThan(0);
      expect(referencesTotal).toBeGreaterThanOrEqual(references.length);
      expect((await t.call({ method: 'GET', url: `/api/${model.api}/${demo?.id}` })).statusCode).toBe(200);
    },
  );
});
