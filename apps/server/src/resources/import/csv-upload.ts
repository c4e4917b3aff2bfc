import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge, unsupportedMedia } from '@/http/errors.ts';
import { readFilePart, multipartStreamError } from '@/uploads/multipart.ts';
import { UPLOAD_PART } from '../resource-upload.ts';

/** The largest CSV an import takes (a year of every IDX stock's daily data is far smaller). */
export const IMPORT_MAX_BYTES = 512 * 1024 * 1024;

/** A received CSV file, spooled to a temporary file so it is never held in memory. */
export type SpooledCsv = { file: string; name: string; delimiter: ',' | ';'; bytes: number; remove(): Promise<void> };

/** What a non-CSV file most likely is, by its first bytes. */
const BINARY_KINDS: ReadonlyArray<[string, number[]]> = [
  ['an Excel workbook (.xlsx) or another zip file', [0x50, 0x4b, 0x03, 0x04]],
  ['an old Excel workbook (.xls)', [0xd0, 0xcf, 0x11, 0xe0]],
  ['a PDF', [0x25, 0x50, 0x44, 0x46]],
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
];
const SAVE_AS_CSV = 'Save the sheet as CSV (comma or semicolon separated) and upload that file.';

/**
 * Take the CSV file of an import request: refuse what is not multipart, has no file part, or is not
 * text (a workbook, a PDF, an image), and stream the file to a temporary file within the size
 * limit. The caller removes it when done.
 */
export async function receiveCsv(request: FastifyRequest): Promise<SpooledCsv> {
  if (!request.isMultipart()) throw unsupportedMedia(`Send the CSV file as multipart/form-data, in the "${UPLOAD_PART}" part.`);
  const part = await readFilePart(request, { fileSize: IMPORT_MAX_BYTES, fields: 10, parts: 12 }, UPLOAD_PART, 'CSV file');
  if (!part) throw badRequest(`Attach the CSV file in the "${UPLOAD_PART}" part.`, { [UPLOAD_PART]: 'A CSV file is required' });
  if (part.fieldname !== UPLOAD_PART) {
    part.file.resume();
    throw badRequest(`Send the CSV file in the "${UPLOAD_PART}" part, not "${part.fieldname}".`, {
      [UPLOAD_PART]: 'A CSV file is required',
    });
  }
  const name = part.filename || 'upload.csv';
  const ext = path.extname(name).toLowerCase();
  if (ext && !['.csv', '.txt', '.tsv'].includes(ext)) {
    part.file.resume();
    throw unsupportedMedia(`"${name}" is not a CSV file. ${SAVE_AS_CSV}`);
  }
  const file = path.join(os.tmpdir(), `rc-import-${randomUUID()}.csv`);
  const remove = () => fs.promises.rm(file, { force: true });
  try {
    await pipeline(part.file, fs.createWriteStream(file));
  } catch (err) {
    await remove();
    throw multipartStreamError(err, UPLOAD_PART, 'CSV file');
  }
  try {
    if (part.file.truncated)
      throw tooLarge(`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`);
    return { file, name, delimiter: await sniff(file), bytes: (await fs.promises.stat(file)).size, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

/** Check that the file starts like text and pick its delimiter from the header line. */
async function sniff(file: string): Promise<',' | ';'> {
  const handle = await fs.promises.open(file, 'r');
  const head = Buffer.alloc(64 * 1024);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const start = head.subarray(0, bytesRead);
  if (bytesRead === 0) throw badRequest('The file is empty: it needs a header row and at least one row of data.');
  const kind = BINARY_KINDS.find(([, magic]) => magic.every((b, i) => start[i] === b));
  if (kind) throw unsupportedMedia(`That file is ${kind[0]}, not a CSV file. ${SAVE_AS_CSV}`);
  if (start.includes(0)) throw unsupportedMedia(`That file is not text, so it is not a CSV file. ${SAVE_AS_CSV}`);
  const firstLine =
    start
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}
