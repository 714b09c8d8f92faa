import { expect, signIn, test } from './fixtures';

test('the console works under its Content-Security-Policy: no violation while signing in and editing', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Refused to load: CSP ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
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
