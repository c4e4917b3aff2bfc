import path from 'node:path';
import { ConfigError } from '@/config.ts';
import { BackupError } from '@/backup/backup-manifest.ts';

/** npm runs a workspace's script in its own folder: a relative path means where the operator typed it. */
export const fromWhereTyped = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);

/**
 * Run a backup or restore command and exit with its code: 0 done; 1 when it could not be done (the
 * reason on stderr, in words for the operator when it is a known one); 2 for a wrong configuration.
 */
export function runCommand(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof BackupError || error instanceof ConfigError;
      console.error(known ? error.message : error);
      process.exit(error instanceof ConfigError ? 2 : 1);
    },
  );
}
