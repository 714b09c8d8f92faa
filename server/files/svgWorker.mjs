// Runs the SVG sanitiser in a worker thread (server/files/svgPool.ts), so a large file never blocks requests.
import { register } from 'tsx/esm/api';

register();
const { sanitiseSvg, SvgRefused } = await import('./svgSanitiser.ts');

/** Answers `{ svg }`, or `{ refused }` with the reason when the file cannot be made safe. */
export default function sanitise(svg) {
  try {
    return { svg: sanitiseSvg(svg) };
  } catch (error) {
    if (error instanceof SvgRefused) return { refused: error.message };
    throw error;
  }
}
