import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, create, documentType, expectError, multipart, PNG, uploadOverlay } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

describe.each(DATABASES)('files on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  describe('image overlays', () => {
    it('accepts a PNG, lists it and serves its bytes back with their type', async () => {
      const uploaded = await uploadOverlay(t, PNG, 'calque frontal.png');
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const overlay = uploaded.json();
      expect(overlay).toEqual({
        id: expect.any(Number),
        originalName: 'calque frontal.png',
        thumbnail: `/api/image-overlays/${overlay.id}/download`,
      });

      const listed = await t.call({ method: 'GET', url: '/api/image-overlays' });
      expect(listed.json()).toEqual([
        expect.objectContaining({ id: overlay.id, originalName: 'calque frontal.png', mimeType: 'image/png' }),
      ]);
      const read = await t.call({ method: 'GET', url: `/api/image-overlays/${overlay.id}` });
      expect(read.json()).toMatchObject({ id: overlay.id, thumbnail: overlay.thumbnail });

      const download = await t.call({ method: 'GET', url: overlay.thumbnail });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toMatch(/^inline; filename="calque frontal.png"/);
      expect(download.rawPayload.equals(PNG)).toBe(true);
    });

    it('checks the type from the bytes: a .png-named text file is refused', async () => {
      expectError(await uploadOverlay(t, 'just some text, not an image', 'fake.png'), 400, 1203, 'file');
      expectError(await uploadOverlay(t, Buffer.alloc(0), 'empty.png'), 400, 1203, 'file');
      expect((await t.call({ method: 'GET', url: '/api/image-overlays' })).json()).toHaveLength(1);
    });

    it('serves an SVG sanitised, with a restrictive Content-Security-Policy', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>';
      const uploaded = await uploadOverlay(t, svg, 'grid.svg', 'image/svg+xml');
      expect(uploaded.statusCode).toBe(201);
      const download = await t.call({ method: 'GET', url: uploaded.json().thumbnail });
      expect(download.headers['content-type']).toBe('image/svg+xml');
      expect(download.headers['content-security-policy']).toContain("default-src 'none'");
      expect(download.body).toContain('<rect');
      expect(download.body).not.toMatch(/script|onload/);
      await t.call({ method: 'DELETE', url: `/api/image-overlays/${uploaded.json().id}` });
    });

    it('keeps the download behind the administrator token', async () => {
      const overlay = (await uploadOverlay(t, PNG)).json();
      expectError(await t.call({ method: 'GET', url: overlay.thumbnail, token: null }), 401, 1100);
      expectError(await uploadOverlay({ ...t, call: (o) => t.call({ ...o, token: null }) }, PNG), 401, 1100);
      await t.call({ method: 'DELETE', url: `/api/image-overlays/${overlay.id}` });
    });

    it('refuses uploads without a file, with a bad input part, or not multipart', async () => {
      expectError(
        await t.call({ method: 'POST', url: '/api/image-overlays', ...multipart([{ name: 'input', content: '{}' }]) }),
        400,
        1202,
        'file',
      );
      const badInput = multipart([
        { name: 'input', content: '[1,' },
        { name: 'file', filename: 'a.png', content: PNG },
      ]);
      expectError(await t.call({ method: 'POST', url: '/api/image-overlays', ...badInput }), 400, 1203, 'input');
      expectError(
        await t.call({ method: 'POST', url: '/api/image-overlays', payload: { file: 'x' } }),
        400,
        1203,
        'file',
      );
    });

    it('refuses a file over 10 MB with the error body', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]);
      expectError(await uploadOverlay(t, big, 'big.png'), 400, 1203, 'file');
    });

    it('answers 400 to truncated or boundary-less multipart bodies', async () => {
      const { payload, headers } = multipart([{ name: 'file', filename: 'a.png', content: PNG }]);
      const truncated = await t.call({
        method: 'POST',
        url: '/api/image-overlays',
        payload: payload.subarray(0, 60),
        headers,
      });
      expect(truncated.statusCode).toBe(400);
      const noBoundary = await t.call({
        method: 'POST',
        url: '/api/image-overlays',
        payload,
        headers: { 'content-type': 'multipart/form-data' },
      });
      expectError(noBoundary, 400, 1203, 'file');
    });

    it('deletes an overlay: gone from the list, its download 404, refused while a document type uses it', async () => {
      const overlay = (await uploadOverlay(t, PNG, 'used.png')).json();
      const cat = await category(t, 'overlay-cat');
      const type = await documentType(t, 'with-overlay', cat.id, { imageOverlayId: overlay.id });
      expect(type.imageOverlay).toMatchObject({ id: overlay.id, originalName: 'used.png' });

      expectError(await t.call({ method: 'DELETE', url: `/api/image-overlays/${overlay.id}` }), 409, 1104);
      expect((await t.call({ method: 'GET', url: overlay.thumbnail })).statusCode).toBe(200);

      expect((await t.call({ method: 'DELETE', url: `/api/document-types/${type.id}` })).statusCode).toBe(204);
      expect((await t.call({ method: 'DELETE', url: `/api/image-overlays/${overlay.id}` })).statusCode).toBe(204);
      expectError(await t.call({ method: 'GET', url: overlay.thumbnail }), 404, 1200);
      expectError(await t.call({ method: 'GET', url: `/api/image-overlays/${overlay.id}` }), 404, 1200);
      const file = await t.app.db
        .selectFrom('files')
        .select('deleted_at')
        .where('kind', '=', 'imageOverlays.file')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(file.deleted_at).not.toBeNull();
    });

    it('offers no update call', async () => {
      const overlay = (await uploadOverlay(t, PNG)).json();
      expectError(await t.call({ method: 'PUT', url: `/api/image-overlays/${overlay.id}`, payload: {} }), 404, 1200);
    });
  });

  describe('base64 images', () => {
    const base64 = PNG.toString('base64');

    it('stores an aligner company logo and serves it back publicly at its path', async () => {
      const company = await create(t, 'company-aligners', {
        name: 'Aligneurs SA',
        mainUserEmail: 'contact@aligneurs.example',
        mainUserFirstName: 'Alice',
        mainUserLastName: 'Martin',
        imageBase64: `data:image/png;base64,${base64}`,
        imageOriginalName: 'logo.png',
      });
      expect(company.imageOriginalName).toBe('logo.png');
      expect(company.imagePath).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
      const served = await t.call({ method: 'GET', url: company.imagePath as string, token: null });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(served.rawPayload.equals(PNG)).toBe(true);
    });

    it('stores a scenario background; keeps it when the update does not resend it', async () => {
      const scenario = await create(t, 'scenarios', {
        keyName: 'face',
        label: tr('Visage', 'Face'),
        imageBase64: base64,
        imageOriginalName: 'fond.png',
      });
      const updated = await t.call({
        method: 'PUT',
        url: `/api/scenarios/${scenario.id}`,
        payload: { keyName: 'face', label: tr('Visage', 'Face') },
      });
      expect(updated.json().imagePath).toBe(scenario.imagePath);
      expect(
        (await t.call({ method: 'GET', url: scenario.imagePath as string, token: null })).rawPayload.equals(PNG),
      ).toBe(true);
    });

    it('refuses a base64 payload that is not an image', async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/scenarios',
        payload: {
          keyName: 'bad-image',
          label: tr('a', 'b'),
          imageBase64: Buffer.from('hello').toString('base64'),
          imageOriginalName: 'x.png',
        },
      });
      expectError(response, 400, 1203, 'imageBase64');
    });

    it('answers 404 for names it did not choose', async () => {
      for (const name of ['..%2F..%2Fetc%2Fpasswd', 'abc.png', `${'0'.repeat(32)}.png`, `${'A'.repeat(32)}.png`]) {
        expectError(await t.call({ method: 'GET', url: `/api/files/${name}`, token: null }), 404, 1200);
      }
    });
  });
});
