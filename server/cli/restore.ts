import { restore } from '../backup/restore';
import { loadConfigFromEnvironment } from '../config';
import { OperatorError } from '../operatorError';
import { databaseDescription, runCommand } from './command';

const USAGE = [
  'Usage:',
  '  npm run restore -- FILE   restore a backup made by npm run backup into a new installation: an empty data folder',
  '                            (DATA_DIR) or an empty PostgreSQL database (DATABASE_URL); the server must be stopped',
].join('\n');

async function main(args: string[]): Promise<void> {
  if (args.length !== 1 || args[0].startsWith('-')) throw new OperatorError(USAGE);
  const config = loadConfigFromEnvironment();
  const { manifest, uploads } = await restore(config, args[0]);
  console.log(`Restored the backup of ${manifest.createdAt} into ${databaseDescription(config)}`);
  console.log(`with ${uploads.count} uploaded file(s) into the ${uploads.into}`);
  console.log('Start the server (npm start): it applies the migrations newer than the backup, if any.');
}

runCommand(main);
