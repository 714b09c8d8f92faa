import { expect, test } from './fixtures';

test('the console page loads in Chromium and the health call answers', { tag: '@smoke' }, async ({
  page,
  request,
  server,
}) => {
  const health = await request.get(`${server.url}/api/health`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  await page.goto('/');
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});
