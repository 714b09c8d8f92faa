import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The console's accessibility audit (docs/accessibility.md): two engines over the page as it stands, in the stories'
 * own Chromium. axe-core with the WCAG 2.0 / 2.1 / 2.2 A and AA rules, failing on a critical or serious violation; and
 * HTML_CodeSniffer (pa11y's engine) with its WCAG2AA standard, failing on any error. pa11y itself is not run: its
 * puppeteer downloads a browser of its own, which this machine and CI cannot.
 */

/** The axe-core rule sets of WCAG 2.2 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The axe-core impacts that fail the audit. */
const FAILING_IMPACTS = new Set(['critical', 'serious']);

/**
 * HTML_CodeSniffer's one known false reading (docs/accessibility.md): the hash router's links (`href="#/home"`) read
 * as in-page anchors whose target does not exist. Only this exact code on a link into the router is left out.
 */
export const HASH_ROUTER_LINK_CODE = 'WCAG2AA.Principle2.Guideline2_4.2_4_1.G1,G123,G124.NoSuchID';

/** The two standard widths of the audit: a desktop, and a phone (390 px, issue 31's responsive work). */
export const DESKTOP_WIDTH = 1400;
export const PHONE_WIDTH = 390;

const HTMLCS_SOURCE = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/** One thing an engine found, with what a developer needs to act: the rule, the element, the page and its state. */
export interface Finding {
  engine: 'axe' | 'htmlcs';
  /** axe's rule id (`color-contrast`) or HTML_CodeSniffer's code. */
  rule: string;
  /** What the rule asks, and for axe how this element fails it. */
  message: string;
  /** A CSS selector of the element, and the start of its HTML. */
  element: string;
  /** The page's address and the state audited (« fr, dark, 1400 px, delete dialog open »). */
  page: string;
}

/** Sets the tab's width for the next audits (the height stays a laptop's). */
export async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
}

async function axeFindings(page: Page, where: string): Promise<Finding[]> {
  // Only violations are kept in full: axe then skips the details of what passes, most of its work on a big page.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        engine: 'axe' as const,
        rule: `${violation.id} (${violation.impact})`,
        message: `${violation.help}. ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`.trim(),
        element: `${node.target.join(' ')}  ${node.html.slice(0, 200)}`,
        page: where,
      })),
    );
}

interface HtmlcsMessage {
  code: string;
  msg: string;
  selector: string;
  html: string;
  href: string | null;
}

async function htmlcsFindings(page: Page, where: string): Promise<Finding[]> {
  // Evaluated through the DevTools protocol: the console's Content-Security-Policy refuses injected script tags.
  const loaded = await page.evaluate(`typeof window.HTMLCS !== 'undefined'`);
  if (!loaded) await page.evaluate(`${HTMLCS_SOURCE};\nwindow.HTMLCS = HTMLCS; true;`);
  const messages = await page.evaluate(async () => {
    type Message = { code: string; msg: string; type: number; element: Element };
    const sniffer = (window as unknown as { HTMLCS: Record<string, unknown> }).HTMLCS as {
      process(standard: string, root: Document, done: () => void, failed: () => void, language: string): void;
      getMessages(): Message[];
    };
    await new Promise<void>((resolve, reject) =>
      sniffer.process('WCAG2AA', document, resolve, () => reject(new Error('HTML_CodeSniffer failed')), 'en'),
    );
    const selectorOf = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
        if (node.id) {
          parts.unshift(`#${CSS.escape(node.id)}`);
          break;
        }
        const siblings = node.parentElement ? [...node.parentElement.children] : [node];
        const sameTag = siblings.filter((sibling) => sibling.tagName === node?.tagName);
        const position = sameTag.length > 1 ? `:nth-of-type(${sameTag.indexOf(node) + 1})` : '';
        parts.unshift(`${node.tagName.toLowerCase()}${position}`);
      }
      return parts.join(' > ') || element.tagName.toLowerCase();
    };
    const ERROR = 1;
    return sniffer
      .getMessages()
      .filter((message) => message.type === ERROR)
      .map((message) => {
        const element = message.element instanceof Element ? message.element : document.documentElement;
        return {
          code: message.code,
          msg: message.msg,
          selector: selectorOf(element),
          html: element.outerHTML.slice(0, 200),
          href: element.getAttribute('href'),
        };
      });
  });
  return (messages as HtmlcsMessage[])
    .filter((message) => !(message.code === HASH_ROUTER_LINK_CODE && message.href?.startsWith('#/')))
    .map((message) => ({
      engine: 'htmlcs' as const,
      rule: message.code,
      message: message.msg,
      element: `${message.selector}  ${message.html}`,
      page: where,
    }));
}

/**
 * Audits the page as it stands with both engines; `state` says what is on screen (language, theme, width, an open
 * dialog). The caller waits for the state first (web-first assertions on what it shows).
 */
export async function audit(page: Page, state: string): Promise<Finding[]> {
  // Nothing still loading: a spinner's page is not the page the user reads.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const where = `${decodeURI(page.url().replace(/^https?:\/\/[^/]+/, ''))} [${state}]`;
  return [...(await axeFindings(page, where)), ...(await htmlcsFindings(page, where))];
}

/** The findings as a developer reads them: one block each, rule, element and page. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (finding, index) =>
        `${index + 1}. [${finding.engine}] ${finding.rule}\n   page: ${finding.page}\n   element: ${finding.element}\n   ${finding.message}`,
    )
    .join('\n');
}

/** Fails with every finding listed (rule, element, page), or passes when the engines found nothing. */
export function expectNoFindings(findings: readonly Finding[]): void {
  expect(findings.length, `Accessibility findings:\n${describeFindings(findings)}`).toBe(0);
}
