import { backUp } from '../backup/backup';
import { loadConfigFromEnvironment } from '../config';
import { OperatorError } from '../operatorError';
import { databaseDescription, runCommand } from './command';

const USAGE = [
  'Usage:',
  '  npm run backup -- FILE    back up the database and the uploaded images into FILE (a new .tar.gz), while the',
  '                            server runs; npm run restore -- FILE puts them back (docs/operations.md)',
].join('\n');

async function main(args: string[]): Promise<void> {
  if (args.length !== 1 || args[0].startsWith('-')) throw new OperatorError(USAGE);
  const config = loadConfigFromEnvironment();
  const summary = await backUp(config, args[0]);
  const { manifest } = summary;
  console.log(
    `Backed up ${databaseDescription(config)} (${manifest.migrations.length} migrations) at ${manifest.createdAt}`,
  );
  if (summary.uploadsFolder) console.log(`with ${manifest.uploads} uploaded file(s) from ${summary.uploadsFolder}`);
  else console.log('with the uploaded files, which the database holds');
  console.log(`into ${summary.file}`);
  if (summary.missingUploads.length > 0)
    console.warn(
      `Warning: ${summary.missingUploads.length} file(s) the database names were not in ${summary.uploadsFolder}, and are not in the backup: ${summary.missingUploads.join(', ')}`,
    );
}

runCommand(main);
