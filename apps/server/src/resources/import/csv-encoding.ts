import { isUtf8 } from 'node:buffer';
import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import type { ImportEncoding } from '@rc/contract/resources/resource-wire';

/** How much of the file's start is kept as it came, to tell what kind of file it is. */
const HEAD_BYTES = 64 * 1024;
const NEWLINE = 0x0a;

/** Where a file stopped being UTF-8: its line (the header is 1), the byte, and that line's text read as Windows-1252. */
export type NotUtf8 = { line: number; byte: number; text: string };

/** The index after the last whole UTF-8 sequence of `buf`: a character cut by the chunk's end waits for the next. */
function wholeUpTo(buf: Buffer): number {
  for (let i = buf.length - 1; i >= Math.max(0, buf.length - 4); i--) {
    const b = buf[i]!;
    if (b < 0x80) return buf.length;
    if (b >= 0xc0) {
      const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return i + length > buf.length ? i : buf.length;
    }
  }
  return buf.length;
}

/** The first byte of `buf` that does not start or continue a UTF-8 sequence (buf is known not to be UTF-8). */
function firstInvalid(buf: Buffer): number {
  for (let i = 0; i < buf.length;) {
    const b = buf[i]!;
    const more = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (more < 0) return i;
    for (let k = 1; k <= more; k++) {
      const c = buf[i + k];
      if (c === undefined || c < 0x80 || c > 0xbf) return i;
    }
    i += more + 1;
  }
  return 0;
}

function newlines(buf: Buffer, end = buf.length): number {
  let n = 0;
  for (let at = buf.indexOf(NEWLINE); at !== -1 && at < end; at = buf.indexOf(NEWLINE, at + 1)) n++;
  return n;
}

const windows1252 = new TextDecoder('windows-1252');

/**
 * The import's spool on its way to disk: it keeps the file's first bytes as they came (to tell a
 * workbook or an image from text) and, for a file declared in another encoding, turns it into
 * UTF-8; a file taken as UTF-8 passes unchanged and is checked to be UTF-8 (Node's own check, a
 * chunk at a time, a character cut by a chunk's end carried to the next), noting where it first
 * is not. The file is spooled whole either way, so what it is is said after the upload, once.
 */
export class ImportSpool extends Transform {
  head = Buffer.alloc(0);
  notUtf8: NotUtf8 | null = null;
  private carry = Buffer.alloc(0);
  private line = 1;
  private readonly decoder: TextDecoder | null;

  constructor(encoding: ImportEncoding) {
    super();
    this.decoder = encoding === 'utf-8' ? null : new TextDecoder(encoding);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    if (this.decoder) return callback(null, Buffer.from(this.decoder.decode(chunk, { stream: true }), 'utf8'));
    if (!this.notUtf8) this.check(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.decoder) return callback(null, Buffer.from(this.decoder.decode(), 'utf8'));
    if (!this.notUtf8 && this.carry.length > 0 && !isUtf8(this.carry)) this.found(this.carry, 0);
    callback();
  }

  private check(chunk: Buffer): void {
    const buf = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const whole = wholeUpTo(buf);
    const body = buf.subarray(0, whole);
    if (!isUtf8(body)) return this.found(body, firstInvalid(body));
    this.line += newlines(body);
    this.carry = Buffer.from(buf.subarray(whole));
  }

  private found(buf: Buffer, at: number): void {
    const start = buf.lastIndexOf(NEWLINE, at) + 1;
    const next = buf.indexOf(NEWLINE, at);
    const end = next === -1 ? buf.length : next;
    const text = windows1252
      .decode(buf.subarray(Math.max(start, at - 40), Math.min(end, at + 40)))
      .replace(/\r/g, '')
      .trim();
    this.notUtf8 = { line: this.line + newlines(buf, at), byte: buf[at]!, text };
  }
}
