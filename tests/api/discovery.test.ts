import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry, loadModels } from '../../server/models';
import { create, expectError } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

/** A catalogue nobody declared anywhere else: one folder, one model.ts. */
const NEW_MODEL = `
export default {
  name: 'cameraPresets',
  api: 'camera-presets',
  area: 'scenarios',
  verbs: ['list', 'get', 'create', 'update', 'delete'],
  orderable: { parent: 'parentId' },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    zoom: { type: 'number', min: 1, max: 5, default: 1 },
    parentId: { type: 'reference', model: 'cameraPresets', embed: 'parent' },
  },
};
`;

describe.each(DATABASES)('catalogue discovery on %s', (database) => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'resources-'));
    mkdirSync(path.join(dir, 'cameraPresets'));
    writeFileSync(path.join(dir, 'cameraPresets', 'model.ts'), NEW_MODEL);
    mkdirSync(path.join(dir, 'notACatalogue'));
    const models = await loadModels(dir);
    expect(models.all.map((m) => m.name)).toEqual(['cameraPresets']);
    t = await createTestApp(database, { models });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the new folder as a full catalogue with no other edit', async () => {
    const family = await create(t, 'camera-presets', { keyName: 'portraits', label: tr('Portraits', 'Portraits') });
    const preset = await create(t, 'camera-presets', {
      keyName: 'close-up',
      label: tr('Gros plan', 'Close-up'),
      zoom: 2,
      parentId: family.id,
    });
    expect(preset).toMatchObject({ zoom: 2, displayOrder: 0, parent: { id: family.id, keyName: 'portraits' } });
    expect((await t.call({ method: 'GET', url: '/api/camera-presets?q=close' })).json()).toHaveLength(1);
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/camera-presets',
        payload: { keyName: 'CLOSE-UP', label: tr('a', 'b') },
      }),
      409,
      1201,
      'keyName',
    );
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/camera-presets',
        payload: { keyName: 'far', label: tr('a', 'b'), zoom: 9 },
      }),
      400,
      1203,
      'zoom',
    );
    expectError(await t.call({ method: 'DELETE', url: `/api/camera-presets/${family.id}` }), 409, 1104);
    const moved = await t.call({
      method: 'PUT',
      url: `/api/camera-presets/${preset.id}/display-order`,
      payload: { displayOrder: 0 },
    });
    expect(moved.json()).toEqual([{ id: preset.id, displayOrder: 0 }]);
    expect((await t.call({ method: 'DELETE', url: `/api/camera-presets/${preset.id}` })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: `/api/camera-presets/${family.id}` })).statusCode).toBe(204);
    const docs = (await t.call({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(docs.paths)).toContain('/api/camera-presets/{id}');
  });

  it('refuses a model whose references name an unknown catalogue', async () => {
    const [preset] = (await loadModels(dir)).all;
    const broken = {
      ...preset,
      fields: { ...preset.fields, ownerId: { type: 'reference' as const, model: 'owners' } },
    };
    expect(() => buildRegistry([broken])).toThrow(/unknown model owners/);
  });
});
