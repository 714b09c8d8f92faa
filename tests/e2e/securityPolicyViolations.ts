import type { Page } from '@playwright/test';

/**
 * The Content-Security-Policy violations a page reports from now on, collected as they come: the browser's own
 * console lines and, as console errors, every `securitypolicyviolation` event (set up before the page's scripts run).
 */
export async function securityPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|evaluate)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Refused to load: CSP ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return violations;
}
