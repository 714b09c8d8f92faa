import { expect, test } from './fixtures';

test('an unknown address signs the administrator out and shows the sign-in page', async ({ signedIn: page }) => {
  const signOutCall = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/logout',
  );
  await page.goto('/#/nowhere');

  await signOutCall;
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => /token/i.test(key)))).toEqual([]);

  // Signed out: the console's pages lead back to the sign-in page.
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto('/#/protocols');
  await expect(page).toHaveURL(/#\/login$/);
});

test('a signed-out visitor opening an unknown address lands on the sign-in page', async ({ page }) => {
  await page.goto('/#/nowhere');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

for (const path of [
  '/#/protocols/not/a/page',
  '/#/protocols/create/more',
  '/#/protocols/abc',
  '/#/home/more',
  // an exam's form editor lives at /examsAnamnesis/:id/form: no other sub-page, no other id shape
  '/#/examsAnamnesis/1/other',
  '/#/examsAnamnesis/abc/form',
  '/#/protocols/1/form',
]) {
  test(`an address below a known page (${path}) is unknown too: sign-out`, async ({ signedIn: page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/#\/login$/);
    expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => /token/i.test(key)))).toEqual(
      [],
    );
  });
}
