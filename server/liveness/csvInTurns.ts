import { type Options, parse } from 'csv-parse';
import { letOthersRun } from './eventLoopTurns';

/** Characters handed to the parser at once: a few milliseconds of parsing. */
const PIECE = 64 * 1024;

/**
 * csv-parse's records of `text` (lib/transfer/files.ts CsvReader), parsed a piece at a time by its stream parser, other
 * calls running between pieces: a 32 MB file read at once held the server's thread for seconds. Rejects with the same
 * error as its sync build (`lines`: where reading stopped).
 */
export function readCsvInTurns(text: string, options: Options): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const records: string[][] = [];
    let failed = false;
    const parser = parse(options);
    parser.on('readable', () => {
      for (let record = parser.read(); record !== null; record = parser.read()) records.push(record);
    });
    parser.on('error', (error) => {
      failed = true;
      reject(error);
    });
    parser.on('end', () => resolve(records));
    (async () => {
      for (let at = 0; at < text.length && !failed; at += PIECE) {
        parser.write(text.slice(at, at + PIECE));
        await letOthersRun();
      }
      if (!failed) parser.end();
    })();
  });
}
