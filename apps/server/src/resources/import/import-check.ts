import fs from 'node:fs';
import { CsvError, Parser } from 'csv-parse';
import { IMPORT_MAX_ERRORS, type ImportError, type ImportReport } from '@rc/contract/resources/resource-wire';
import type { ImportRowCheck, RecordData } from '../resource-hooks.ts';
import type { ResourceModel } from '../resource-model.ts';
import { readHeader, rowInput, type ImportHeader } from './import-columns.ts';
import { NaturalKeySet } from './natural-key-set.ts';

/** Where an import's spooled CSV file is, and its delimiter: what the reader thread is given. */
export type SpooledCsvFile = { file: string; delimiter: ',' | ';' };

type CsvRecord = { record: string[]; line: number };

/**
 * Where checked rows go when an import writes: `start` with the fields the file fills once its
 * header is known to be right, then each valid row; `row` answers a promise only when the caller
 * must wait (a batch is being written, or handed on and not yet taken).
 */
export type ImportSink = { start(present: readonly string[]): void; row(data: RecordData): Promise<void> | undefined };

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
function records(csv: SpooledCsvFile): AsyncIterable<CsvRecord[]> {
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
 * Every row of an import file checked (the schema, the area's beforeImport check, one row per
 * natural key) and the report built, reading the file once; with a sink, each valid row handed to
 * it as long as no row before it had a problem (the caller's transaction is then rolled back
 * anyway). Runs where the import is served, or in the import's reader thread (import-reader.ts).
 */
export async function checkImportFile(
  model: ResourceModel,
  csv: SpooledCsvFile,
  area: ImportRowCheck | null,
  sink: ImportSink | null,
  /** Where the errors kept for the report go instead of the report's list (the reader thread hands them on). */
  keepError?: (error: ImportError) => void,
): Promise<ImportReport> {
  const key = model.def.import?.key ?? [];
  const keyLabel = key.map((k) => model.label(k).toLowerCase()).join(' and ');

  /** One row's value checked by the schema and the area, or its problems. */
  function checkRow(header: ImportHeader, cells: string[], row: number) {
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

  const errors: ImportError[] = [];
  let total = 0;
  let kept = 0;
  const report = (e: ImportError) => {
    total++;
    if (kept >= IMPORT_MAX_ERRORS) return;
    kept++;
    if (keepError) keepError(e);
    else errors.push(e);
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
          if (header.errors.length === 0) sink?.start(header.present);
          continue;
        }
        rows++;
        // A wrong header is reported with the rows' own problems, so one round of fixes does; a
        // missing column's message is the header's, not repeated on every row.
        const { data, errors: problems } = checkRow(header, record, line);
        for (const problem of problems) if (!header.missing.includes(problem.column)) report(problem);
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
  return { rows, valid, errors, errors_total: total, dry_run: true };
}
