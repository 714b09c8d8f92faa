import { sanitiseSvgOffThread } from '../server/files/svgPool';

/**
 * Hostile SVGs of about 10 MB (the upload limit), each timed through the sanitiser's worker pool as an upload
 * is: unclosed script tags (the old sanitiser's quadratic case), split tags, handlers and encoded javascript:
 * links by the tens of thousands, deep nesting, attribute floods. Target: each under 2 s.
 */
const SIZE = 10 * 1024 * 1024;
const HEAD = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">';
const fill = (unit: string, close = '</svg>') =>
  HEAD + unit.repeat(Math.floor((SIZE - HEAD.length) / unit.length)) + close;

const HOSTILE: Record<string, string> = {
  'unclosed <script tags': fill('<script', ''),
  'split script tags': fill('<scr<script></script>ipt>alert(1)</script>'),
  'handlers and encoded javascript: links': fill(
    '<g><rect width="1" height="1" onload="alert(1)"/><a xlink:href="&#106;avascript:x"><text>x</text></a></g>',
  ),
  'animations of href and handlers': fill(
    '<a><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onclick" to="x"/></a>',
  ),
  'deep nesting': `${HEAD}${'<g>'.repeat(SIZE / 6)}${'</g>'.repeat(SIZE / 6)}</svg>`,
  'attribute flood': fill(`<rect ${Array.from({ length: 300 }, (_, i) => `a${i}="1"`).join(' ')}/>`),
};

export async function benchSvg(): Promise<string[]> {
  const rows: string[] = [];
  for (const [name, svg] of Object.entries(HOSTILE)) {
    const started = performance.now();
    const outcome = await sanitiseSvgOffThread(svg);
    const ms = performance.now() - started;
    const answer =
      'refused' in outcome ? `refused (${outcome.refused})` : `cleaned to ${(outcome.svg.length / 1e6).toFixed(1)} MB`;
    rows.push(`| ${name} | ${(svg.length / 1e6).toFixed(1)} MB | ${Math.round(ms)} ms | ${answer} |`);
  }
  return rows;
}
