import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge, unsupportedMedia } from '@/http/errors.ts';
import { readFilePart, multipartStreamError } from '@/uploads/multipart.ts';
import { UPLOAD_PART } from '../resource-upload.ts';
import type { ImportEncoding } from '@rc/contract/resources/resource-wire';
import { ImportSpool } from './csv-encoding.ts';

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
export async function receiveCsv(request: FastifyRequest, encoding: ImportEncoding = 'utf-8'): Promise<SpooledCsv> {
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
  const spool = new ImportSpool(encoding);
  try {
    await pipeline(part.file, spool, fs.createWriteStream(file));
  } catch (err) {
    await remove();
    throw multipartStreamError(err, UPLOAD_PART, 'CSV file');
  }
  try {
    if (part.file.truncated)
      throw tooLarge(`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`);
    checkText(spool);
    return { file, name, delimiter: await delimiterOf(file), bytes: (await fs.promises.stat(file)).size, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

/**
 * Check that the file is text in the encoding it was taken as: not a workbook, a PDF or an image
 * (by its first bytes as they came), not UTF-16, and UTF-8 throughout unless declared otherwise.
 */
function checkText(spool: ImportSpool): void {
  const start = spool.head;
  if (start.length === 0) throw badRequest('The file is empty: it needs a header row and at least one row of data.');
  const kind = BINARY_KINDS.find(([, magic]) => magic.every((b, i) => start[i] === b));
  if (kind) throw unsupportedMedia(`That file is ${kind[0]}, not a CSV file. ${SAVE_AS_CSV}`);
  if ((start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0xfe && start[1] === 0xff))
    throw unsupportedMedia(
      'The file is UTF-16 ("Unicode text"), which the import does not read. Save the sheet as "CSV UTF-8" and upload that file.',
    );
  if (start.includes(0)) throw unsupportedMedia(`That file is not text, so it is not a CSV file. ${SAVE_AS_CSV}`);
  const bad = spool.notUtf8;
  if (bad) {
    const byte = `0x${bad.byte.toString(16).toUpperCase().padStart(2, '0')}`;
    throw unsupportedMedia(
      `The file is not UTF-8: row ${bad.line} has the byte ${byte}, which UTF-8 does not allow there. It looks like Windows-1252 (Latin-1), as older spreadsheets save CSV; read so, the row has "${bad.text}". Save the sheet as "CSV UTF-8", or import the file again with Windows-1252 as its encoding (encoding=windows-1252). Nothing was imported.`,
    );
  }
}

/** The delimiter, from the header line of the spooled (UTF-8) file: the one it holds more of. */
async function delimiterOf(file: string): Promise<',' | ';'> {
  const handle = await fs.promises.open(file, 'r');
  const head = Buffer.alloc(64 * 1024);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const firstLine =
    head
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}
