import { Worker } from 'node:worker_threads';
import type { ImportError, ImportReport } from '@rc/contract/resources/resource-wire';
import { tooLarge } from '@/http/errors.ts';
import type { RecordData } from '../resource-hooks.ts';
import type { ImportSink, SpooledCsvFile } from './import-check.ts';

/**
 * What the reader thread is asked: which resource's file to check, against which SQLite file, and
 * whether the checked rows come back to be written.
 */
export type ReaderRequest = {
  resource: string;
  databaseFile: string;
  csv: SpooledCsvFile;
  write: boolean;
  /** From source only: the name of this process's build of the thread's script (import-reader.dev.mjs). */
  build?: string;
};

/**
 * The reader thread's messages, in order: the columns the file fills, batches of checked rows and
 * of errors, the report (its errors are the batches': the thread keeps none, so a file of a
 * hundred thousand errors, one key repeated on every row say, fits its small heap).
 */
export type ReaderMessage =
  | { kind: 'start'; present: string[] }
  | { kind: 'rows'; rows: RecordData[] }
  | { kind: 'errors'; errors: ImportError[] }
  | { kind: 'done'; report: ImportReport };

/** Errors per message from the reader thread. */
export const READER_ERRORS_PER_MESSAGE = 1000;

/**
 * Rows per message (fewer when the rows are long: at most about READER_BYTES_PER_MESSAGE of text),
 * and messages handed on but not yet written (the reader then waits). Four of a thousand rows kept
 * both threads busy; two of five hundred left each waiting on the other (40,000 against 49,500
 * rows a second).
 */
export const READER_ROWS_PER_MESSAGE = 1000;
export const READER_BYTES_PER_MESSAGE = 1024 * 1024;
export const READER_MESSAGES_AHEAD = 4;
/**
 * The reader's V8 heap. It holds its code and a few batches (about 14 MiB at start, 20–32 MiB in
 * use during a million rows; the natural keys are kept outside it). Left to grow, it took some
 * 40 MiB and the server's peak passed 200 MiB during the bench's import.
 */
const READER_HEAP_MIB = 40;

/** Whether the server runs from source (tests, `npm run dev`) rather than built. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
/** From source, the name of this process's own build of the reader script (import-reader.dev.mjs). */
const SOURCE_BUILD = `${process.pid}-${Math.round(performance.timeOrigin)}`;

/**
 * The reader thread's script: bundled beside the server (dist/import-reader.cjs); from source, a
 * small module that bundles it once per process and runs that.
 */
function readerScript(): URL {
  return FROM_SOURCE ? new URL('./import-reader.dev.mjs', import.meta.url) : new URL('./import-reader.cjs', import.meta.url);
}

/**
 * Check an import file in a thread of its own (decision 014): reading the CSV, the schema and the
 * area's checks run there, on the machine's other core, while this thread writes the rows it hands
 * back. The sink sees what `checkImportFile` would give it, in the same order; the reader waits when
 * it is READER_MESSAGES_AHEAD batches ahead of the writing, so memory stays flat. A failing sink
 * (the database refused a batch) stops the reader; so does the end.
 */
export async function checkInReader(request: ReaderRequest, sink: ImportSink | null): Promise<ImportReport> {
  const worker = new Worker(readerScript(), {
    workerData: FROM_SOURCE ? { ...request, build: SOURCE_BUILD } : request,
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MIB },
  });
  try {
    return await new Promise<ImportReport>((resolve, reject) => {
      let chain = Promise.resolve();
      let failed = false;
      let done = false;
      const errors: ImportError[] = [];
      const fail = (err: unknown) => {
        if (failed) return;
        failed = true;
        // A batch being written is let finish first, so nothing is written once the caller has
        // rolled back; the batches after it are dropped.
        void chain.then(() => reject(err));
      };
      worker.on('message', (message: ReaderMessage) => {
        if (message.kind === 'done') done = true;
        chain = chain
          .then(async () => {
            if (failed) return;
            if (message.kind === 'done') return resolve({ ...message.report, errors });
            if (message.kind === 'errors') return void errors.push(...message.errors);
            if (!sink) return;
            if (message.kind === 'start') return sink.start(message.present);
            for (const row of message.rows) {
              const writing = sink.row(row);
              if (writing) await writing;
            }
            worker.postMessage('more');
          })
          .catch(fail);
      });
      worker.on('error', (err: Error & { code?: string }) =>
        fail(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? tooLarge(
                'The rows of this file are too long to check. Shorten the longest values, or split the file, and import again.',
              )
            : err,
        ),
      );
      worker.on('exit', (code) => {
        if (!done) fail(new Error(`The import's reader thread stopped early (exit code ${code})`));
      });
    });
  } finally {
    await worker.terminate();
  }
}
