import type { ConsoleMessage, Page } from '@playwright/test';

/** What a browser logs for a call the server refused with 409: the walks provoke such answers on purpose. */
export const CONFLICT_ANSWER = /^Failed to load resource: the server responded with a status of 409 \(Conflict\)$/;

/** Errors the page logs or throws from now on (each with the address it was on), except the expected ones. */
export function watchConsoleErrors(page: Page, expected?: RegExp) {
  const list: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !expected?.test(message.text())) list.push(`${page.url()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => list.push(`${page.url()}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    list,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}
