import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/**
 * The console's accessibility audit (docs/accessibility.md): two engines over the page as it stands, in the stories'
 * own Chromium. axe-core with its default rules (WCAG 2.0 / 2.1 A and AA, best practices) and WCAG 2.2's target
 * size, failing on a critical or serious violation; and HTML_CodeSniffer (pa11y's engine) with its WCAG2AA standard,
 * failing on any error. pa11y itself is not run: its puppeteer downloads a browser of its own, which this machine and
 * CI cannot.
 *
 * Both engines are evaluated in the page once per document and run together in one call: @axe-core/playwright's
 * `analyze()` injected axe again at every audit and finished each run in a new blank tab (axe's `finishRun`), 4-5 s an
 * audit on two busy cores where `axe.run` in the page takes about 1 s. The console has no frame for axe to enter.
 */

/**
 * axe's run options: every rule axe enables by default (the WCAG 2.0 and 2.1 A and AA rules and its best practices), as
 * the audit has run since it began. Only violations are kept in full: axe then skips the details of what passes, most
 * of its work on a big page. WCAG 2.2's `target-size` (2.5.8, target size minimum), off by default in axe, is switched
 * on (docs/accessibility.md).
 */
const AXE_OPTIONS = { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } };

/** The axe-core impacts that fail the audit. */
const FAILING_IMPACTS = ['critical', 'serious'];

/**
 * HTML_CodeSniffer's one known false reading (docs/accessibility.md): the hash router's links (`href="#/home"`) read
 * as in-page anchors whose target does not exist. Only this exact code on a link into the router is left out.
 */
export const HASH_ROUTER_LINK_CODE = 'WCAG2AA.Principle2.Guideline2_4.2_4_1.G1,G123,G124.NoSuchID';

/** The two standard widths of the audit: a desktop, and a phone (390 px, issue 31's responsive work). */
export const DESKTOP_WIDTH = 1400;
export const PHONE_WIDTH = 390;

const requireHere = createRequire(import.meta.url);
/** axe-core as @axe-core/playwright depends on it (the project's own dependency). */
const requireAxe = createRequire(requireHere.resolve('@axe-core/playwright'));

/**
 * The two engines' built scripts, evaluated through the DevTools protocol (the console's Content-Security-Policy
 * refuses injected script tags). axe's script defines `window.axe` when no module system is around, as in the console.
 */
const ENGINES_SOURCE = `${readFileSync(requireAxe.resolve('axe-core/axe.min.js'), 'utf8')};\n${readFileSync(requireHere.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8')};\nwindow.HTMLCS = HTMLCS; true;`;

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

/** What the page answers for one audit: axe's failing violations and HTML_CodeSniffer's errors, as plain data. */
interface EngineAnswers {
  axe: {
    id: string;
    impact: string;
    help: string;
    nodes: { target: string[]; html: string; failureSummary: string }[];
  }[];
  htmlcs: { code: string; msg: string; selector: string; html: string; href: string | null }[];
}

/** Runs axe, then HTML_CodeSniffer, over the document, in the page; the engines must be there (`ENGINES_SOURCE`). */
async function runEngines({
  axeOptions,
  failingImpacts,
}: {
  axeOptions: object;
  failingImpacts: string[];
}): Promise<EngineAnswers> {
  type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
  type AxeViolation = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };
  type HtmlcsMessage = { code: string; msg: string; type: number; element: Element };
  const engines = window as unknown as {
    axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    HTMLCS: {
      process(standard: string, root: Document, done: () => void, failed: () => void, language: string): void;
      getMessages(): HtmlcsMessage[];
    };
  };
  const axeResults = await engines.axe.run(document, axeOptions);
  await new Promise<void>((resolve, reject) =>
    engines.HTMLCS.process('WCAG2AA', document, resolve, () => reject(new Error('HTML_CodeSniffer failed')), 'en'),
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
  return {
    axe: axeResults.violations
      .filter((violation) => failingImpacts.includes(violation.impact ?? ''))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String),
          html: node.html,
          failureSummary: node.failureSummary ?? '',
        })),
      })),
    htmlcs: engines.HTMLCS.getMessages()
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
      }),
  };
}

/** The engines' answers as findings a developer reads: rule, element, message and the page with its state. */
function findingsOf(answers: EngineAnswers, where: string): Finding[] {
  return [
    ...answers.axe.flatMap((violation) =>
      violation.nodes.map((node) => ({
        engine: 'axe' as const,
        rule: `${violation.id} (${violation.impact})`,
        message: `${violation.help}. ${node.failureSummary.replace(/\s+/g, ' ')}`.trim(),
        element: `${node.target.join(' ')}  ${node.html.slice(0, 200)}`,
        page: where,
      })),
    ),
    ...answers.htmlcs
      .filter((message) => !(message.code === HASH_ROUTER_LINK_CODE && message.href?.startsWith('#/')))
      .map((message) => ({
        engine: 'htmlcs' as const,
        rule: message.code,
        message: message.msg,
        element: `${message.selector}  ${message.html}`,
        page: where,
      })),
  ];
}

/**
 * Audits the page as it stands with both engines; `state` says what is on screen (language, theme, width, an open
 * dialog). The caller waits for the state first (web-first assertions on what it shows).
 */
export async function audit(page: Page, state: string): Promise<Finding[]> {
  // Nothing still loading: a spinner's page is not the page the user reads.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const where = `${decodeURI(page.url().replace(/^https?:\/\/[^/]+/, ''))} [${state}]`;
  // Once per document: a new page load drops them, a language or theme switch keeps them.
  const enginesThere = await page.evaluate(`typeof window.axe !== 'undefined' && typeof window.HTMLCS !== 'undefined'`);
  if (!enginesThere) await page.evaluate(ENGINES_SOURCE);
  return findingsOf(
    await page.evaluate(runEngines, {
      axeOptions: AXE_OPTIONS,
      failingImpacts: FAILING_IMPACTS,
    }),
    where,
  );
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
