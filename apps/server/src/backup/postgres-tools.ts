import { spawn } from 'node:child_process';
import { BackupError } from './backup-manifest.ts';

/**
 * Debian's pg_dump or pg_restore on the database of `url`. The password goes in the environment
 * (PGPASSWORD), not on the command line where `ps` would show it. What the tool says on a failure
 * is passed on.
 */
export async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: readonly string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const child = spawn(tool, [...args, `--dbname=${target.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed: apt-get install postgresql-client (of the server's major version or newer).`,
            )
          : err,
      ),
    );
    child.once('exit', resolve);
  });
  if (code !== 0) throw new BackupError(`${tool} failed (exit code ${code}): ${said.trim() || 'it gave no reason'}`);
}
