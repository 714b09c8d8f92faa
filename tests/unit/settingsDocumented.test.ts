import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../server/settings';

const ROOT = path.resolve(__dirname, '../..');
/** The settings a table lists: the first cell of its rows, `NAME` in backquotes. */
const tableRows = (file: string) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);

// Every setting the server reads (server/settings.ts), and the settings file's own, is in both tables.
describe.each(['README.md', 'docs/operations.md'])('the settings table of %s', (file) => {
  it('lists every setting the server reads', () => {
    expect(tableRows(file)).toEqual(expect.arrayContaining([...Object.keys(SETTINGS), 'ENV_FILE']));
  });
});
