import { expect, signIn, test } from './fixtures';
import { securityPolicyViolations } from './securityPolicyViolations';

test('the console works under its Content-Security-Policy: no violation while signing in and editing', async ({
  page,
}) => {
  const violations = await securityPolicyViolations(page);
  const answer = await page.goto('/#/login');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  // Signed in through the form (the fixture gives the tab French: another story may have saved English as the
  // administrator's language).
  await signIn(page);
  await page.goto('/#/documentCategories');
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('/#/documentCategories/create');
  await expect(page.getByRole('button', { name: /enregistrer/i })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('console-under-csp.png'), fullPage: true });
  expect(violations).toEqual([]);
});
