import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ImportEncoding, ImportReport } from '@rc/contract/resources/resource-wire';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { directSqlite, withBulkCache } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { AppError } from '@/http/errors.ts';
import { routePath } from '@rc/contract/routes';
import type { RecordData } from '../resource-hooks.ts';
import type { ResourceModel } from '../resource-model.ts';
import { createResourceRepository } from '../resource.repository.ts';
import type { WriteMeta } from '../resource-write.service.ts';
import { receiveCsv, type SpooledCsv } from './csv-upload.ts';
import { checkImportFile, type ImportSink } from './import-check.ts';
import { checkInReader } from './import-reader.ts';
import { createImportUpsert, UPSERT_BATCH } from './import-upsert.ts';

/**
 * The CSV import of a resource that declares `import` (decision 014): the file is streamed to a
 * temporary file first, so a slow upload never holds the database's write lock, then read once,
 * never held in memory. Each row is checked (schema, the area's beforeImport check, one row per
 * natural key) as it is read; a dry run only builds the report. An import also writes each valid
 * row by its natural key as it goes, in one transaction with one audit entry, and rolls all of it
 * back when any row has a problem: nothing is written, and the answer is the same report.
 */
export function createResourceImporter(ctx: AppContext, model: ResourceModel) {
  const databaseFile = ctx.db.dialect === 'sqlite' ? ctx.config.databaseUrl.slice('sqlite:'.length) : null;

  /**
   * How the file is checked: a file of IMPORT_READER_MIN_BYTES or more on a SQLite file in a
   * thread of its own (import-reader.ts), on the other core while this one writes; smaller files,
   * and PostgreSQL, here, with the area's check data read before the import's transaction. (On
   * PostgreSQL the database's own process takes the other core: checking in a thread as well
   * measured 56,480 rows/s against 58,130 here, and 21 MiB more at peak.)
   */
  async function checker(csv: SpooledCsv): Promise<(sink: ImportSink | null) => Promise<ImportReport>> {
    if (databaseFile !== null && databaseFile !== ':memory:' && csv.bytes >= ctx.config.importReaderMinBytes) {
      const request = { resource: model.def.name, databaseFile, csv: { file: csv.file, delimiter: csv.delimiter } };
      return (sink) => checkInReader({ ...request, write: sink !== null }, sink);
    }
    const area = (await model.hooks.beforeImport?.({ db: ctx.db.kysely })) ?? null;
    return (sink) => checkImportFile(model, csv, area, sink);
  }

  /**
   * The rows of a checked file written by their natural key, a batch per statement, in the
   * caller's transaction: started when the header is read, fed each valid row, finished with the
   * counts. Nothing it wrote stays when the file turns out to have an error (the transaction is
   * rolled back).
   */
  function upsertSink(trx: Kysely<Database>, now: string, actorId: number) {
    let upsert: ReturnType<typeof createImportUpsert> | null = null;
    let batch: RecordData[] = [];
    /** The batch being written, and the one queued behind it: the next batch is read and checked meanwhile. */
    let writing: Promise<void> | null = null;
    return {
      start(present: readonly string[]) {
        upsert = createImportUpsert({
          model,
          dialect: ctx.db.dialect,
          trx,
          repo: createResourceRepository(model, ctx.db.dialect, trx),
          present,
          now,
          actorId,
          direct: directSqlite(ctx.db.kysely),
        });
      },
      row(data: RecordData) {
        batch.push(data);
        if (batch.length < UPSERT_BATCH[ctx.db.dialect]) return undefined;
        const full = batch;
        batch = [];
        // The reading waits only for the batch before this one: one batch is written while the
        // next is read and checked (the database's work and this thread's overlap).
        const before = writing;
        writing = (before ?? Promise.resolve()).then(() => upsert!.write(full));
        // A failure reaches the reading by the next wait, or the end by finish().
        writing.catch(() => {});
        return before ?? undefined;
      },
      /** Every batch handed on has been written or has failed: nothing of the import runs after its transaction. */
      async settled(): Promise<void> {
        await writing?.catch(() => {});
      },
      async finish(): Promise<{ inserted: number; updated: number }> {
        await writing;
        await upsert!.write(batch);
        batch = [];
        await upsert!.finish();
        return upsert!.counts;
      },
    };
  }

  function refused(report: ImportReport): AppError {
    const n = report.errors_total;
    return new AppError(
      400,
      'VALIDATION',
      `The file has ${n} error${n === 1 ? '' : 's'}; nothing was imported. Fix ${n === 1 ? 'it' : 'them'} and import again.`,
      undefined,
      undefined,
      { report: { ...report, dry_run: false } },
    );
  }

  /**
   * A long import's end told to its importer, who may have left the screen: with the counts in the
   * import's transaction, or (a failure) on its own once the import was rolled back.
   */
  async function told(
    db: Kysely<Database>,
    meta: WriteMeta,
    file: string,
    now: string,
    result: ImportReport | null,
    err?: unknown,
  ): Promise<void> {
    const plural = model.def.labels.plural;
    const reason = err instanceof AppError ? err.message : 'The server could not finish it; nothing was imported.';
    await ctx.notifier.notify(
      db,
      [meta.actor.id],
      {
        kind: result ? 'import-finished' : 'import-failed',
        area: model.def.name,
        record_id: null,
        title: `${plural}: ${file}`.slice(0, 300),
        body: result
          ? `${result.rows} row${result.rows === 1 ? '' : 's'}: ${result.inserted ?? 0} added, ${result.updated ?? 0} updated.`
          : reason.slice(0, 2000),
        path: routePath(model.def.screens.list),
        actor_id: meta.actor.id,
        actor_name: null,
        event_key: `import:${meta.requestId}`,
      },
      now,
      { includeActor: true },
    );
  }

  return {
    /**
     * One pass over the file: a dry run only checks; an import checks and writes each row as it is
     * read, in one transaction that a file with any error rolls back (then the same report, as a
     * 400). One audit entry for the whole import.
     */
    async run(request: FastifyRequest, meta: WriteMeta, dryRun: boolean, encoding: ImportEncoding): Promise<ImportReport> {
      const csv = await receiveCsv(request, encoding);
      const started = Date.now();
      const long = () => Date.now() - started >= ctx.config.importNotifyAfterMs;
      try {
        const check = await checker(csv);
        if (dryRun) return await check(null);
        const now = iso(ctx.clock.now());
        const done = await withBulkCache(ctx.db, () =>
          ctx.db.kysely.transaction().execute(async (trx) => {
            const sink = upsertSink(trx, now, meta.actor.id);
            const report = await check(sink).finally(() => sink.settled());
            // A file without a header row, or without rows, is reported as an error too.
            if (report.errors_total > 0) throw refused(report);
            const result = { ...report, dry_run: false, ...(await sink.finish()) };
            await writeAudit(trx, {
              actorId: meta.actor.id,
              action: 'import',
              entity: model.def.name,
              entityId: null,
              after: { file: csv.name, rows: result.rows, inserted: result.inserted, updated: result.updated },
              requestId: meta.requestId,
              at: now,
            });
            if (long()) await told(trx, meta, csv.name, now, result);
            return result;
          }),
        ).catch(async (err: unknown) => {
          if (long())
            await told(ctx.db.kysely, meta, csv.name, iso(ctx.clock.now()), null, err).catch((e: unknown) =>
              ctx.log.warn({ err: e }, 'could not tell an importer that the import failed'),
            );
          throw err;
        });
        return done;
      } finally {
        await csv.remove();
      }
    },
  };
}
