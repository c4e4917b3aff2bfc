import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.ts';
import { createBackup } from '@/backup/backup.ts';
import { fromWhereTyped, runCommand } from './command-line.ts';

/**
 * `npm run backup -- --to <dir>`: a consistent copy of the configured database and uploads, made
 * while the server runs, with a manifest (README, "Backups"). Exit code 0 when the backup is
 * whole, 1 when it could not be made, 2 for a wrong command line or configuration.
 */
const USAGE = 'Usage: npm run backup -- --to <new or empty directory>';

async function main(argv: string[]): Promise<number> {
  let to: string | undefined;
  try {
    to = parseArgs({ args: argv, options: { to: { type: 'string' } } }).values.to;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!to) {
    console.error(USAGE);
    return 2;
  }
  const dir = fromWhereTyped(to);
  const manifest = await createBackup(loadConfig(), dir, (line) => console.log(line));
  console.log(
    `Backup written to ${dir} in ${(manifest.took_ms / 1000).toFixed(1)} s (manifest.json). It holds secrets: keep it safe.`,
  );
  return 0;
}

runCommand(main);
