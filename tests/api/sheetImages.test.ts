import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, expectError, PNG } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

const base64 = PNG.toString('base64');

describe.each(DATABASES)('pedagogical sheet images (payloads of docs/product-rules.md, Sheets) on %s', (database) => {
  let t: TestApp;
  let sheetId: number;
  beforeAll(async () => {
    t = await createTestApp(database);
    sheetId = (await create(t, 'pedagogical-sheets', { keyName: 'sheet', title: tr('Fiche', 'Sheet') })).id;
  });
  afterAll(() => t.close());

  const put = (id: number, payload: Record<string, unknown>) =>
    t.call({ method: 'PUT', url: `/api/pedagogical-sheet-images/${id}`, payload });

  it('creates an image from originalName + imageBase64 and reads it back as originalName and path', async () => {
    const image = await create(t, 'pedagogical-sheet-images', {
      pedagogicalSheetId: sheetId,
      displayOrder: 0,
      originalName: 'schema.png',
      imageBase64: base64,
    });
    expect(image).toMatchObject({ pedagogicalSheetId: sheetId, displayOrder: 0, originalName: 'schema.png' });
    expect(image.path).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    expect(image).not.toHaveProperty('imagePath');
    expect((await t.call({ method: 'GET', url: image.path as string, token: null })).statusCode).toBe(200);
    const sheet = (await t.call({ method: 'GET', url: `/api/pedagogical-sheets/${sheetId}` })).json();
    expect(sheet.images).toMatchObject([{ id: image.id, originalName: 'schema.png', path: image.path }]);
    const listed = (await t.call({ method: 'GET', url: `/api/pedagogical-sheets/${sheetId}/images` })).json();
    expect(listed).toMatchObject([{ id: image.id, originalName: 'schema.png', path: image.path }]);
  });

  it('updates the order alone with imageModified false, keeping the image and the sheet', async () => {
    const image = await create(t, 'pedagogical-sheet-images', {
      pedagogicalSheetId: sheetId,
      originalName: 'kept.png',
      imageBase64: base64,
    });
    const updated = await put(image.id, { displayOrder: 4, imageModified: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      pedagogicalSheetId: sheetId,
      displayOrder: 4,
      originalName: 'kept.png',
      path: image.path,
    });
  });

  it('replaces the image when modified, and refuses a modification without one', async () => {
    const image = await create(t, 'pedagogical-sheet-images', {
      pedagogicalSheetId: sheetId,
      originalName: 'old.png',
      imageBase64: base64,
    });
    const replaced = await put(image.id, {
      displayOrder: 1,
      imageModified: true,
      originalName: 'new.png',
      imageBase64: base64,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ originalName: 'new.png', displayOrder: 1 });
    expect(replaced.json().path).not.toBe(image.path);

    expectError(await put(image.id, { displayOrder: 1, imageModified: true }), 400, 1202, 'imageBase64');
    expectError(await put(image.id, { displayOrder: 1, imageModified: 'yes' }), 400, 1203, 'imageModified');
    const read = (await t.call({ method: 'GET', url: `/api/pedagogical-sheet-images/${image.id}` })).json();
    expect(read).toMatchObject({ originalName: 'new.png', path: replaced.json().path });
  });
});
