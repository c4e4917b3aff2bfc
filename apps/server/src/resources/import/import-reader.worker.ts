import { parentPort, workerData } from 'node:worker_threads';
import type { ImportError } from '@rc/contract/resources/resource-wire';
import { openSqliteReader } from '@/db/database.ts';
import type { ImportRowCheck, RecordData } from '../resource-hooks.ts';
import { compileResource } from '../resource-model.ts';
// An entry point of its own (a thread): it takes the bindings from the composition root, as app.ts does.
import { bindingOf } from '@/resource-bindings.ts';
import { checkImportFile, type ImportSink } from './import-check.ts';
import {
  READER_BYTES_PER_MESSAGE,
  READER_ERRORS_PER_MESSAGE,
  READER_MESSAGES_AHEAD,
  READER_ROWS_PER_MESSAGE,
  type ReaderMessage,
  type ReaderRequest,
} from './import-reader.ts';

/**
 * The import's reader thread (import-reader.ts): checks the file as the server would, reading the
 * area's check data (the known tickers, say) through a read-only connection of its own, and hands
 * the checked rows back in batches, waiting while too many are not yet written.
 */
const request = workerData as ReaderRequest;
const port = parentPort!;
const post = (message: ReaderMessage) => port.postMessage(message);

let ahead = 0;
let resume: (() => void) | null = null;
port.on('message', () => {
  ahead--;
  resume?.();
  resume = null;
});

let batch: RecordData[] = [];
/** The batch's text, roughly: its string values' length. */
let bytes = 0;
function handOn(): void {
  if (batch.length === 0) return;
  post({ kind: 'rows', rows: batch });
  batch = [];
  bytes = 0;
  ahead++;
}

const sink: ImportSink | null = request.write
  ? {
      start: (present) => post({ kind: 'start', present: [...present] }),
      row(data) {
        batch.push(data);
        for (const key in data) {
          const value = data[key];
          if (typeof value === 'string') bytes += value.length;
        }
        if (batch.length < READER_ROWS_PER_MESSAGE && bytes < READER_BYTES_PER_MESSAGE) return undefined;
        handOn();
        if (ahead < READER_MESSAGES_AHEAD) return undefined;
        return new Promise<void>((r) => (resume = r));
      },
    }
  : null;

let errors: ImportError[] = [];
function handOnErrors(): void {
  if (errors.length === 0) return;
  post({ kind: 'errors', errors });
  errors = [];
}
/** The report's errors are handed on as they are found: the thread keeps none (its heap is small). */
function keepError(error: ImportError): void {
  errors.push(error);
  if (errors.length >= READER_ERRORS_PER_MESSAGE) handOnErrors();
}

/** The file read and checked, the rows and errors handed on, the report last; then the server ends the thread. */
async function main(): Promise<void> {
  const binding = bindingOf(request.resource);
  if (!binding) throw new Error(`No resource named ${request.resource}`);
  const model = compileResource(binding);
  const db = openSqliteReader(request.databaseFile);
  let area: ImportRowCheck | null;
  try {
    area = (await model.hooks.beforeImport?.({ db })) ?? null;
  } finally {
    await db.destroy();
  }
  const report = await checkImportFile(model, request.csv, area, sink, keepError);
  handOnErrors();
  handOn();
  post({ kind: 'done', report });
}

// A failure reaches the server as the thread's error event.
void main();
