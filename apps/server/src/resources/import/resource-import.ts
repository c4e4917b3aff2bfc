import fs from 'node:fs';
import { CsvError, Parser } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { IMPORT_MAX_ERRORS, type ImportError, type ImportReport } from '@rc/contract/resources/resource-wire';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { directSqlite, withBulkCache } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { AppError } from '@/http/errors.ts';
import type { ImportRowCheck, RecordData } from '../resource-hooks.ts';
import type { ResourceModel } from '../resource-model.ts';
import { createResourceRepository } from '../resource.repository.ts';
import type { WriteMeta } from '../resource-write.service.ts';
import { receiveCsv, type SpooledCsv } from './csv-upload.ts';
import { readHeader, rowInput, type ImportHeader } from './import-columns.ts';
import { createImportUpsert, UPSERT_BATCH } from './import-upsert.ts';
import { NaturalKeySet } from './natural-key-set.ts';

type CsvRecord = { record: string[]; line: number };
/** Where checked rows go when an import writes (upsertSink); `row` answers a promise only when it writes. */
type ImportSink = { start(header: ImportHeader): void; row(data: RecordData): Promise<void> | undefined };

/**
 * csv-parse's stream, handing on each record with the file line it ends on (the parser's live
 * `info.lines` when the record is pushed: what its `info` option would copy into a new object per
 * record) and in batches of a chunk's records, so a million rows cost a few thousand turns of the
 * reading loop rather than a million.
 */
class LineRecords extends Parser {
  private batch: CsvRecord[] = [];

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk === null) {
      this.release();
      return super.push(null, encoding);
    }
    this.batch.push({ record: chunk as string[], line: this.info.lines });
    return true;
  }

  override _transform(buf: Buffer, encoding: BufferEncoding, callback: (err?: Error | null) => void): void {
    super._transform(buf, encoding, (err?: Error | null) => {
      this.release();
      callback(err);
    });
  }

  override _flush(callback: (err?: Error | null) => void): void {
    super._flush((err?: Error | null) => {
      this.release();
      callback(err);
    });
  }

  private release(): void {
    if (this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    super.push(batch);
  }
}

/** The records of a spooled CSV file, streamed in batches: the header first, then the data rows with their line. */
function records(csv: SpooledCsv): AsyncIterable<CsvRecord[]> {
  return fs.createReadStream(csv.file).pipe(
    new LineRecords({
      delimiter: csv.delimiter,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 1024 * 1024,
    }),
  );
}

/**
 * The CSV import of a resource that declares `import` (decision 014): the file is streamed to a
 * temporary file first, so a slow upload never holds the database's write lock, then read once,
 * never held in memory. Each row is checked (schema, the area's beforeImport check, one row per
 * natural key) as it is read; a dry run only builds the report. An import also writes each valid
 * row by its natural key as it goes, in one transaction with one audit entry, and rolls all of it
 * back when any row has a problem: nothing is written, and the answer is the same report.
 */
export function createResourceImporter(ctx: AppContext, model: ResourceModel) {
  const key = model.def.import?.key ?? [];
  const keyLabel = key.map((k) => model.label(k).toLowerCase()).join(' and ');

  /** One row's value checked by the schema and the area, or its problems. */
  function checkRow(header: ImportHeader, cells: string[], row: number, area: ImportRowCheck | null) {
    const errors: ImportError[] = [];
    if (cells.length > header.columns.length)
      errors.push({
        row,
        column: '',
        message: `The row has ${cells.length} values but the header names ${header.columns.length} columns; check for an unquoted separator`,
      });
    const parsed = model.createBody.safeParse(rowInput(header, cells));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ row, column: String(issue.path[0] ?? ''), message: issue.message });
      return { data: null, errors };
    }
    const data = parsed.data as RecordData;
    const problems = area?.(data);
    for (const [column, message] of Object.entries(problems ?? {})) errors.push({ row, column, message });
    return { data: errors.length ? null : data, errors };
  }

  /**
   * Every row checked and the report built; with a sink, each valid row handed to it as long as
   * no row before it had a problem (the caller's transaction is then rolled back anyway).
   */
  async function check(
    csv: SpooledCsv,
    area: ImportRowCheck | null,
    sink: ImportSink | null,
  ): Promise<{ report: ImportReport; header: ImportHeader | null }> {
    const errors: ImportError[] = [];
    let total = 0;
    const report = (e: ImportError) => {
      total++;
      if (errors.length < IMPORT_MAX_ERRORS) errors.push(e);
    };
    const seen = new NaturalKeySet();
    let header: ImportHeader | null = null;
    let rows = 0;
    let valid = 0;
    try {
      for await (const batch of records(csv)) {
        for (const { record, line } of batch) {
          if (!header) {
            header = readHeader(model, record);
            header.errors.forEach(report);
            if (header.errors.length === 0) sink?.start(header);
            continue;
          }
          rows++;
          // With the header wrong every row would repeat its problem: the rows are only counted.
          if (header.errors.length > 0) continue;
          const { data, errors: problems } = checkRow(header, record, line, area);
          problems.forEach(report);
          if (!data) continue;
          const first = seen.addOrFind(key.map((k) => String(data[k])).join('\u0001'), line);
          if (first !== undefined) {
            report({
              row: line,
              column: key.join('+'),
              message: `Same ${keyLabel} as row ${first}: one row per ${keyLabel}`,
            });
            continue;
          }
          valid++;
          if (sink && total === 0) {
            const writing = sink.row(data);
            if (writing) await writing;
          }
        }
      }
    } catch (err) {
      if (!(err instanceof CsvError)) throw err;
      const line = (err as CsvError & { lines?: number }).lines ?? rows + 2;
      report({
        row: line,
        column: '',
        message: `The file cannot be read from here on (${err.message}); check the quotes on this row`,
      });
    }
    if (!header) report({ row: 1, column: '', message: 'The file has no header row: the first row names the columns' });
    else if (rows === 0 && total === 0) report({ row: 2, column: '', message: 'The file has a header row but no rows of data' });
    return { report: { rows, valid, errors, errors_total: total, dry_run: true }, header };
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
    return {
      start(header: ImportHeader) {
        upsert = createImportUpsert({
          model,
          dialect: ctx.db.dialect,
          trx,
          repo: createResourceRepository(model, ctx.db.dialect, trx),
          present: header.present,
          now,
          actorId,
          direct: directSqlite(ctx.db.kysely),
        });
      },
      row(data: RecordData) {
        batch.push(data);
        if (batch.length < UPSERT_BATCH) return undefined;
        const full = batch;
        batch = [];
        return upsert!.write(full);
      },
      async finish(): Promise<{ inserted: number; updated: number }> {
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

  return {
    /**
     * One pass over the file: a dry run only checks; an import checks and writes each row as it is
     * read, in one transaction that a file with any error rolls back (then the same report, as a
     * 400). One audit entry for the whole import.
     */
    async run(request: FastifyRequest, meta: WriteMeta, dryRun: boolean): Promise<ImportReport> {
      const csv = await receiveCsv(request);
      try {
        const area = (await model.hooks.beforeImport?.({ ctx, db: ctx.db.kysely })) ?? null;
        if (dryRun) return (await check(csv, area, null)).report;
        const now = iso(ctx.clock.now());
        return await withBulkCache(ctx.db, () =>
          ctx.db.kysely.transaction().execute(async (trx) => {
            const sink = upsertSink(trx, now, meta.actor.id);
            const { report, header } = await check(csv, area, sink);
            if (report.errors_total > 0 || !header) throw refused(report);
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
            return result;
          }),
        );
      } finally {
        await csv.remove();
      }
    },
  };
}
