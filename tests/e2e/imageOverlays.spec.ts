import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, test } from './fixtures';
import { tinyPng } from './pngImages';

const uniqueName = (stem: string) => `${stem}-${Date.now()}-${Math.floor(Math.random() * 1000)}.png`;

async function openOverlays(page: Page) {
  await page.goto('/#/imageOverlays');
  await expect(page.getByText('Importer des images')).toBeVisible();
}

async function apiToken(request: APIRequestContext, baseUrl: string): Promise<string> {
  const answer = await request.post(`${baseUrl}/api/auth/token`, {
    data: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD, userType: 'admin' },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).token;
}

test('an administrator uploads an overlay, sees its thumbnail, downloads it and deletes it', { tag: '@smoke' }, async ({
  signedIn: page,
}) => {
  const png = tinyPng();
  const name = uniqueName('calque');
  await openOverlays(page);

  const thumbnailCall = page.waitForRequest((request) => /\/api\/image-overlays\/\d+\/download$/.test(request.url()));
  await page.getByLabel('Importer des images').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Calque de superposition : création réussie')).toBeVisible();

  const card = page.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  const thumbnail = card.getByRole('img', { name: `Aperçu de ${name}` });
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
  const call = await thumbnailCall;
  expect(call.headers().authorization).toMatch(/^Bearer \S+/);
  expect(call.url()).not.toMatch(/token/i);

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `Télécharger ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  expect(await readFile(await download.path())).toEqual(png);

  await card.getByRole('button', { name: `Supprimer ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Supprimer ${name} ?`);
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Importer des images')).toBeVisible();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
});

test('a text file renamed .png is refused with the generic error toast', async ({ signedIn: page }) => {
  const name = uniqueName('pas-une-image');
  await openOverlays(page);
  await page.getByLabel('Importer des images').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('Ceci est un simple fichier texte.\n', 'utf8'),
  });
  await expect(page.getByText('Une erreur est survenue, veuillez réessayer plus tard')).toBeVisible();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
});

test('an overlay chosen by a document type cannot be deleted', async ({ signedIn: page, request, server }) => {
  const token = await apiToken(request, server.url);
  const headers = { Authorization: `Bearer ${token}` };
  const name = uniqueName('calque-utilise');
  const uploaded = await request.post(`${server.url}/api/image-overlays`, {
    headers,
    multipart: { file: { name, mimeType: 'image/png', buffer: tinyPng() }, input: '{}' },
  });
  expect(uploaded.status()).toBe(201);
  const overlay = await uploaded.json();
  const categories = await (await request.get(`${server.url}/api/document-categories`, { headers })).json();
  const keyName = `overlay_user_${Date.now()}`;
  const documentType = await request.post(`${server.url}/api/document-types`, {
    headers,
    data: {
      label: [
        { language: 'fr', value: 'Vue avec calque' },
        { language: 'en', value: 'View with overlay' },
      ],
      keyName,
      categoryId: categories[0].id,
      imageOverlayId: overlay.id,
    },
  });
  expect(documentType.ok()).toBe(true);

  await openOverlays(page);
  const card = page.getByRole('listitem', { name });
  await card.getByRole('button', { name: `Supprimer ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Erreur lors de la suppression')).toBeVisible();
  await expect(page.getByText('Suppression impossible : au moins un élément associé existe.')).toBeVisible();
  await expect(card).toBeVisible();
});
