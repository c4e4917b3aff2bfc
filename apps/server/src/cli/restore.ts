import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.ts';
import { restoreBackup } from '@/backup/restore.ts';
import { fromWhereTyped, runCommand } from './command-line.ts';

/**
 * `npm run restore -- --from <dir> [--force]`: the backup in <dir> into the configured database
 * and uploads directory, with the server stopped. A database or uploads directory that holds data
 * is refused without --force. Exit code 0 when the restored audit chain holds and ends where the
 * backup's did, 1 otherwise, 2 for a wrong command line or configuration.
 */
const USAGE = 'Usage: npm run restore -- --from <backup directory> [--force]';

async function main(argv: string[]): Promise<number> {
  let values: { from?: string; force?: boolean };
  try {
    values = parseArgs({ args: argv, options: { from: { type: 'string' }, force: { type: 'boolean' } } }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.from) {
    console.error(USAGE);
    return 2;
  }
  await restoreBackup(loadConfig(), fromWhereTyped(values.from), values.force === true, (line) => console.log(line));
  console.log('Restored. Start the server: it brings the database up to this version (migrations) as it starts.');
  return 0;
}

runCommand(main);
