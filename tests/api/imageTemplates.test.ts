import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellAt as cell } from '../../lib/imageCells';
import { create, expectError } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

describe.each(DATABASES)('image template cells on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('keeps merged cells as they are sent', async () => {
    const cells = [cell(0, 0, 2, 2), cell(0, 2), cell(1, 2)];
    const template = await create(t, 'image-templates', { keyName: 'merged', label: tr('Fusion', 'Merged'), cells });
    const read = await t.call({ method: 'GET', url: `/api/image-templates/${template.id}` });
    expect(read.json().cells).toEqual(cells);
  });

  it('refuses two cells covering one position and changes nothing', async () => {
    const template = await create(t, 'image-templates', {
      keyName: 'overlap',
      label: tr('Chevauchement', 'Overlap'),
      cells: [cell(0, 0), cell(0, 1)],
    });
    const refused = await t.call({
      method: 'PUT',
      url: `/api/image-templates/${template.id}`,
      payload: { ...template, cells: [cell(0, 0, 1, 2), cell(0, 1)] },
    });
    expectError(refused, 400, 1203, 'cells');
    const read = await t.call({ method: 'GET', url: `/api/image-templates/${template.id}` });
    expect(read.json().cells).toEqual([cell(0, 0), cell(0, 1)]);
  });
});
