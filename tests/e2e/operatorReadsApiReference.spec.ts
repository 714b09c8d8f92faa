import { expect, test } from './fixtures';
import { securityPolicyViolations } from './securityPolicyViolations';

test('an operator reads the API reference: the page lists the operations, under the security policy, with no violation', async ({
  page,
}) => {
  const violations = await securityPolicyViolations(page);
  const answer = await page.goto('/api/reference/');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");

  // The description read and shown: its title, its licence, the catalogues' groups of operations.
  await expect(page.getByRole('heading', { name: /Back-office API/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Proprietary/ })).toBeVisible();
  await expect(page.locator('.opblock-tag-section').first()).toBeVisible();
  expect(await page.locator('.opblock-tag-section').count()).toBeGreaterThan(30);

  // A group opened: its operations, each by method, path and operationId.
  await page.getByRole('link', { name: 'history', exact: true }).click();
  const feed = page.locator('.opblock').filter({ hasText: '/api/activity' });
  await expect(feed).toBeVisible();
  await expect(feed).toContainText('GET');
  await expect(feed).toContainText('getActivity');

  // An operation opened: its parameters and its failures.
  await feed.locator('.opblock-summary').click();
  await expect(feed.getByText('itemsPerPage', { exact: true })).toBeVisible();
  await expect(feed.locator('.responses-table').getByText('401', { exact: true })).toBeVisible();
  await expect(feed.locator('.responses-table').getByText('403', { exact: true })).toBeVisible();

  await page.screenshot({ path: test.info().outputPath('api-reference.png'), fullPage: false });
  expect(violations).toEqual([]);
});
