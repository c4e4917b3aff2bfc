import fs from 'node:fs';
import { CsvError, parse } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_ERRORS, type ImportError, type ImportReport } from '@rc/contract/resources/resource-wire';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { withBulkCache } from '@/db/database.ts';
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

type CsvRecord = { record: string[]; info: { lines: number } };

/** The records of a spooled CSV file, streamed: the header first, then the data rows with their line. */
function records(csv: SpooledCsv): AsyncIterable<CsvRecord> {
  return fs.createReadStream(csv.file).pipe(
    parse({
      delimiter: csv.delimiter,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      max_record_size: 1024 * 1024,
    }),
  );
}

/**
 * The CSV import of a resource that declares `import` (decision 014): the file is streamed to a
 * temporary file, then read twice, never held in memory. The first pass checks every row (schema,
 * the area's beforeImport check, one row per natural key) and builds the report; a dry run, or a
 * file with any error, ends there with nothing written. The second pass inserts or updates every
 * row by its natural key in one transaction, with one audit entry for the whole import.
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

  /** The first pass: every row checked, the report built. */
  async function check(
    csv: SpooledCsv,
    area: ImportRowCheck | null,
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
      for await (const { record, info } of records(csv)) {
        if (!header) {
          header = readHeader(model, record);
          header.errors.forEach(report);
          continue;
        }
        rows++;
        // With the header wrong every row would repeat its problem: the rows are only counted.
        if (header.errors.length > 0) continue;
        const { data, errors: problems } = checkRow(header, record, info.lines, area);
        problems.forEach(report);
        if (!data) continue;
        const first = seen.addOrFind(key.map((k) => String(data[k])).join('\u0001'), info.lines);
        if (first !== undefined) {
          report({
            row: info.lines,
            column: key.join('+'),
            message: `Same ${keyLabel} as row ${first}: one row per ${keyLabel}`,
          });
          continue;
        }
        valid++;
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

  /** The second pass: every row written by its natural key, in one transaction with one audit entry. */
  async function write(csv: SpooledCsv, header: ImportHeader, checked: ImportReport, meta: WriteMeta): Promise<ImportReport> {
    const now = iso(ctx.clock.now());
    return withBulkCache(ctx.db, () =>
      ctx.db.kysely.transaction().execute(async (trx) => {
        const upsert = createImportUpsert({
          model,
          dialect: ctx.db.dialect,
          trx,
          repo: createResourceRepository(model, ctx.db.dialect, trx),
          present: header.present,
          now,
          actorId: meta.actor.id,
        });
        let batch: RecordData[] = [];
        let first = true;
        for await (const { record } of records(csv)) {
          if (first) {
            first = false;
            continue;
          }
          batch.push(model.createBody.parse(rowInput(header, record)) as RecordData);
          if (batch.length === UPSERT_BATCH) {
            await upsert.write(batch);
            batch = [];
          }
        }
        await upsert.write(batch);
        const result = { ...checked, dry_run: false, ...upsert.counts };
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
  }

  return {
    async run(request: FastifyRequest, meta: WriteMeta, dryRun: boolean): Promise<ImportReport> {
      const csv = await receiveCsv(request);
      try {
        const area = (await model.hooks.beforeImport?.({ ctx, db: ctx.db.kysely })) ?? null;
        const { report, header } = await check(csv, area);
        if (dryRun) return report;
        if (report.errors_total > 0 || !header) {
          const n = report.errors_total;
          throw new AppError(
            400,
            'VALIDATION',
            `The file has ${n} error${n === 1 ? '' : 's'}; nothing was imported. Fix ${n === 1 ? 'it' : 'them'} and import again.`,
            undefined,
            undefined,
            { report: { ...report, dry_run: false } },
          );
        }
        return await write(csv, header, report, meta);
      } finally {
        await csv.remove();
      }
    },
  };
}
