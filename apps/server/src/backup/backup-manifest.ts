import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '@/config.ts';

/**
 * What a backup directory holds (README, "Backups"):
 *
 *   manifest.json      this description, written last: a directory without one is not a backup
 *   database.sqlite    SQLite: the database, copied with SQLite's online backup while the server ran
 *   database.pgdump    PostgreSQL: pg_dump's custom format, of one snapshot
 *   uploads/           the uploads directory as it was just after the database was copied
 *
 * Media kept in an S3 bucket are not copied: the manifest names the bucket.
 */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;
export const UPLOADS_FOLDER = 'uploads';

const manifestSchema = z.object({
  format: z.literal('research-console-backup'),
  format_version: z.literal(1),
  created_at: z.string(),
  server_version: z.string(),
  took_ms: z.number(),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    file: z.string(),
    bytes: z.number().int(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** The last migration the copied database had run. */
    migration: z.string().nullable(),
  }),
  uploads: z.discriminatedUnion('store', [
    z.object({ store: z.literal('local'), folder: z.literal(UPLOADS_FOLDER), files: z.number().int(), bytes: z.number().int() }),
    z.object({ store: z.literal('s3'), bucket: z.string(), prefix: z.string(), endpoint: z.string().nullable() }),
  ]),
  /** The audit chain in the copy: how many entries, the last one's hash. It held when the copy was made. */
  audit: z.object({ entries: z.number().int(), last_hash: z.string() }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The version of the server that made a backup (apps/server/package.json, beside src/ and dist/). */
export function serverVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps/server/package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The manifest of a backup directory, or an error that says what is wrong with it. */
export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file))
    throw new BackupError(`${dir} holds no ${MANIFEST_FILE}: it is not a backup, or its backup did not finish.`);
  const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new BackupError(
      `${file} is not a manifest this server reads: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** Written under another name, then renamed: a manifest is there whole or not at all. */
export function writeManifest(dir: string, manifest: BackupManifest): void {
  const file = path.join(dir, MANIFEST_FILE);
  fs.writeFileSync(`${file}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(`${file}.partial`, file);
}

/** A backup or restore that cannot go on, with words for the operator. */
export class BackupError extends Error {}
