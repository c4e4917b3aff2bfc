import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@/config.ts';
import { openDatabase, type Dialect } from '@/db/database.ts';
import { verifyAuditChain } from '@/audit/audit-chain-verify.repository.ts';
import { BackupError, readManifest, type BackupManifest } from './backup-manifest.ts';
import { createBackupRepository } from './backup.repository.ts';
import { fileDigest, folderSize, type Say } from './backup.ts';
import { runPostgresTool } from './postgres-tools.ts';

const dialectOf = (config: Config): Dialect => (config.databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres');
const sqliteFile = (config: Config) => config.databaseUrl.slice('sqlite:'.length);

/** The backup is whole: its database file and uploads are what the manifest says. */
async function checkBackup(dir: string, manifest: BackupManifest): Promise<void> {
  const file = path.join(dir, manifest.database.file);
  if (!fs.existsSync(file)) throw new BackupError(`${file} is missing: the backup is not whole.`);
  const digest = await fileDigest(file);
  if (digest.sha256 !== manifest.database.sha256 || digest.bytes !== manifest.database.bytes)
    throw new BackupError(`${file} is not the file the backup wrote (its size or SHA-256 differs): it was changed or damaged.`);
  if (manifest.uploads.store === 'local') {
    const found = folderSize(path.join(dir, manifest.uploads.folder));
    if (found.files !== manifest.uploads.files || found.bytes !== manifest.uploads.bytes)
      throw new BackupError(
        `${manifest.uploads.folder}/ holds ${found.files} files (${found.bytes} bytes), the backup wrote ${manifest.uploads.files} (${manifest.uploads.bytes} bytes).`,
      );
  }
}

/** What of the target already holds data: a restore replaces it only with --force. */
async function occupied(config: Config, restoresUploads: boolean): Promise<string[]> {
  const found: string[] = [];
  const dialect = dialectOf(config);
  const exists = dialect === 'postgres' || fs.existsSync(sqliteFile(config));
  if (exists) {
    const db = openDatabase(config.databaseUrl);
    try {
      const tables = await createBackupRepository(db.kysely, dialect).tableNames();
      if (tables.length > 0) found.push(`the database has ${tables.length} tables`);
    } finally {
      await db.close();
    }
  }
  if (restoresUploads && fs.existsSync(config.uploadsDir) && fs.readdirSync(config.uploadsDir).length > 0)
    found.push(`the uploads directory ${config.uploadsDir} is not empty`);
  return found;
}

/** SQLite: the copy takes the file's place; the old file's write-ahead log goes with it, or it would be replayed. */
function restoreSqlite(config: Config, copy: string): void {
  const file = sqliteFile(config);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const incoming = `${file}.restoring`;
  fs.copyFileSync(copy, incoming);
  for (const old of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(old, { force: true });
  fs.renameSync(incoming, file);
}

/** PostgreSQL: with --force the public schema is emptied first; pg_restore runs in one transaction. */
async function restorePostgres(config: Config, dump: string, force: boolean): Promise<void> {
  if (force) {
    const db = openDatabase(config.databaseUrl);
    try {
      await createBackupRepository(db.kysely, 'postgres').emptyPublicSchema();
    } finally {
      await db.close();
    }
  }
  await runPostgresTool(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', dump],
    config.databaseUrl,
  );
}

/**
 * Restore the backup in `dir` into the configured database and uploads directory (stop the
 * server first). A target that holds data is refused unless `force`; afterwards the restored
 * audit chain must hold and end where the backup's did. The server brings the schema up to date
 * (migrations) when it starts on the restored database.
 */
export async function restoreBackup(config: Config, dir: string, force: boolean, say: Say): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const dialect = dialectOf(config);
  if (manifest.database.dialect !== dialect)
    throw new BackupError(
      `This backup is of a ${manifest.database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database; DATABASE_URL names a ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} one. Restore it into the kind it came from.`,
    );
  await checkBackup(dir, manifest);
  const restoresUploads = manifest.uploads.store === 'local' && config.mediaStore === 'local';
  const inTheWay = await occupied(config, restoresUploads);
  if (inTheWay.length > 0 && !force)
    throw new BackupError(`Nothing was restored: ${inTheWay.join(', and ')}. Give --force to replace what is there.`);

  say(`Restoring the backup of ${manifest.created_at} (server ${manifest.server_version})…`);
  const copy = path.join(dir, manifest.database.file);
  if (dialect === 'sqlite') restoreSqlite(config, copy);
  else await restorePostgres(config, copy, force);
  say(`  the database, up to migration ${manifest.database.migration ?? '(none)'}`);

  if (manifest.uploads.store === 's3') {
    say(
      `  uploads: they are in the S3 bucket ${manifest.uploads.bucket} (prefix "${manifest.uploads.prefix}"), not in the backup`,
    );
  } else if (config.mediaStore === 's3') {
    say(
      `  uploads: not restored, as this server keeps media in the S3 bucket ${config.s3?.bucket}: copy ${path.join(dir, manifest.uploads.folder)} there (under S3_PREFIX).`,
    );
  } else {
    fs.rmSync(config.uploadsDir, { recursive: true, force: true });
    await fs.promises.cp(path.join(dir, manifest.uploads.folder), config.uploadsDir, { recursive: true });
    say(`  uploads: ${manifest.uploads.files} files into ${config.uploadsDir}`);
  }

  const db = openDatabase(config.databaseUrl);
  try {
    const chain = await verifyAuditChain(db.kysely);
    if (!chain.ok) throw new BackupError(`Restored, but the audit chain does not hold: ${chain.reason}.`);
    if (chain.entries !== manifest.audit.entries || chain.last_hash !== manifest.audit.last_hash)
      throw new BackupError(
        `Restored, but the audit chain ends at entry ${chain.entries}, not at the backup's ${manifest.audit.entries}: the restore is not the backup.`,
      );
    say(`  audit chain holds: ${chain.entries} entries, last hash ${chain.last_hash}`);
  } finally {
    await db.close();
  }
  return manifest;
}
