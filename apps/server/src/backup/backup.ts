import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SqliteDatabase from 'better-sqlite3';
import type { Config } from '@/config.ts';
import { openDatabase, openSqliteReader, type Dialect } from '@/db/database.ts';
import { verifyAuditChain } from '@/audit/audit-chain-verify.repository.ts';
import {
  BackupError,
  DATABASE_FILES,
  UPLOADS_FOLDER,
  serverVersion,
  writeManifest,
  type BackupManifest,
} from './backup-manifest.ts';
import { createBackupRepository } from './backup.repository.ts';
import { runPostgresTool } from './postgres-tools.ts';

export type Say = (line: string) => void;

/** What the copy holds: the last migration it ran and its audit chain's head (which held). */
type Copied = { migration: string | null; audit: { entries: number; last_hash: string } };

/** The SHA-256 and size of a file, read as a stream. */
export async function fileDigest(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return { sha256: hash.digest('hex'), bytes: fs.statSync(file).size };
}

/** The files under a directory and their total size (none when it does not exist). */
export function folderSize(dir: string): { files: number; bytes: number } {
  if (!fs.existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

const sqliteFile = (config: Config) => config.databaseUrl.slice('sqlite:'.length);

/**
 * SQLite: the online backup API, copying every page in one step, so the copy is one consistent
 * state of the database while the server goes on writing (WAL: readers and the writer do not
 * wait for each other). The copy is checked (quick_check) and its audit chain walked.
 */
async function copySqlite(config: Config, target: string): Promise<Copied> {
  const source = new SqliteDatabase(sqliteFile(config), { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(target, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(target, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The copy of the database does not check out (quick_check: ${String(check)}).`);
  } finally {
    copy.close();
  }
  const reader = openSqliteReader(target);
  try {
    return await readCopied(reader, 'sqlite');
  } finally {
    await reader.destroy();
  }
}

/**
 * PostgreSQL: a read-only transaction names its snapshot and walks the audit chain in it, and
 * pg_dump dumps that same snapshot (custom format), so the manifest's audit head is the dump's.
 */
async function copyPostgres(config: Config, target: string): Promise<Copied> {
  const db = openDatabase(config.databaseUrl);
  try {
    return await db.kysely
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const snapshot = await createBackupRepository(trx, 'postgres').exportSnapshot();
        const copied = await readCopied(trx, 'postgres');
        await runPostgresTool(
          'pg_dump',
          ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${target}`],
          config.databaseUrl,
        );
        return copied;
      });
  } finally {
    await db.close();
  }
}

async function readCopied(db: Parameters<typeof verifyAuditChain>[0], dialect: Dialect): Promise<Copied> {
  const chain = await verifyAuditChain(db);
  if (!chain.ok)
    throw new BackupError(
      `The audit chain of the database does not hold (${chain.reason}); run npm run audit:verify, and keep the database as it is.`,
    );
  const migration = await createBackupRepository(db, dialect).lastMigration();
  return { migration, audit: { entries: chain.entries, last_hash: chain.last_hash ?? chain.head.last_hash } };
}

/** `--to` must be new or empty: a backup never mixes with another. */
function prepareTarget(dir: string): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new BackupError(`${dir} is not empty: give a new or empty directory for the backup.`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Back up the configured database and uploads into `dir`, while the server runs. The database is
 * copied first, then the uploads: files are never changed under their key, so every file a copied
 * record names is in the copy (unless it was removed in between: an avatar replaced meanwhile).
 */
export async function createBackup(config: Config, dir: string, say: Say): Promise<BackupManifest> {
  const started = Date.now();
  prepareTarget(dir);
  const dialect: Dialect = config.databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  const databaseFile = path.join(dir, DATABASE_FILES[dialect]);
  say(`Copying the ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database…`);
  const copied = dialect === 'sqlite' ? await copySqlite(config, databaseFile) : await copyPostgres(config, databaseFile);
  const digest = await fileDigest(databaseFile);
  say(`  ${DATABASE_FILES[dialect]}: ${digest.bytes} bytes; audit chain holds (${copied.audit.entries} entries)`);

  let uploads: BackupManifest['uploads'];
  if (config.mediaStore === 's3' && config.s3) {
    uploads = { store: 's3', bucket: config.s3.bucket, prefix: config.s3.prefix, endpoint: config.s3.endpoint ?? null };
    say(
      `Uploads are in the S3 bucket ${config.s3.bucket} (prefix "${config.s3.prefix}"): not copied; back the bucket up on its own.`,
    );
  } else {
    const target = path.join(dir, UPLOADS_FOLDER);
    if (fs.existsSync(config.uploadsDir)) await fs.promises.cp(config.uploadsDir, target, { recursive: true });
    else fs.mkdirSync(target);
    uploads = { store: 'local', folder: UPLOADS_FOLDER, ...folderSize(target) };
    say(`  ${UPLOADS_FOLDER}/: ${uploads.files} files, ${uploads.bytes} bytes`);
  }
  const manifest: BackupManifest = {
    format: 'research-console-backup',
    format_version: 1,
    created_at: new Date(started).toISOString(),
    server_version: serverVersion(),
    took_ms: Date.now() - started,
    database: { dialect, file: DATABASE_FILES[dialect], ...digest, migration: copied.migration },
    uploads,
    audit: copied.audit,
  };
  writeManifest(dir, manifest);
  return manifest;
}
