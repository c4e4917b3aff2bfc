import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_BASE } from '@rc/contract/api';
import { mediaTypeOf } from '@/uploads/media-key.ts';
import type { MediaStore, MediaWant } from '@/uploads/media-store.ts';
import { isNotModified } from '@/uploads/media-validators.ts';
import { AppError, notFound } from './errors.ts';
import { MEDIA_CSP } from './security-headers.ts';

/** Media never change under a key (a new upload gets a new one): browsers may keep them a week. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

/**
 * The headers of an upload opened on its own, whichever store sends it: it shows itself and
 * nothing else, and only the types the media store knows (images and PDFs) show inline.
 */
export function mediaHeaders(name: string): Record<string, string> {
  return {
    'content-security-policy': MEDIA_CSP,
    'x-content-type-options': 'nosniff',
    'content-disposition': mediaTypeOf(name) ? 'inline' : 'attachment',
  };
}

const headerValue = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

type RequestedRange = { start: number; end?: number } | { suffix: number };

/**
 * The one range of `Range: bytes=…`. Several ranges, another unit or a malformed header are
 * ignored and the whole file is sent, as RFC 9110 allows (and as the directory was served).
 */
function requestedRange(header: string | undefined): RequestedRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  const end = match[2] === '' ? undefined : Number(match[2]);
  return end !== undefined && end < start ? undefined : { start, end };
}

/** If-Range holds when it names the file as it is: its strong ETag, or its exact Last-Modified date. */
function ifRangeHolds(header: string | undefined, etag: string | undefined, lastModified: Date | undefined): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return !value.startsWith('W/') && value === etag;
  return lastModified !== undefined && Date.parse(value) === Math.floor(lastModified.getTime() / 1000) * 1000;
}

const unsatisfiable = (size: number | undefined) =>
  new AppError(
    416,
    'VALIDATION',
    size === undefined
      ? 'The requested range is not in the file.'
      : `The requested range is not in the file: it has ${size} bytes.`,
    undefined,
    { 'content-range': `bytes */${size ?? '*'}` },
  );

/**
 * Media under the media base, from whichever store keeps them (a directory here, or an S3 bucket
 * every node shares): sent with the same headers, validators (ETag, Last-Modified), byte ranges
 * (206, or 416 for a range past the end; Accept-Ranges says so) and conditional requests (304),
 * so a browser caches them and a PDF viewer reads a page at a time, whatever the store.
 */
export function registerStoredMedia(app: FastifyInstance, media: MediaStore): void {
  const path = `${MEDIA_BASE}/*`;
  /** What every answer carries, and the key it is about. */
  const begin = (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    reply.headers(mediaHeaders(key)).header('cache-control', MEDIA_CACHE_CONTROL).header('accept-ranges', 'bytes');
    return {
      key,
      // A key that is not a valid one is simply not there: the store says so without asking anyone.
      missing: () => notFound(`No media file at ${MEDIA_BASE}/${key}: it was removed or never uploaded. Upload the file again.`),
      validators: (etag: string | undefined, lastModified: Date | undefined) => {
        if (etag) reply.header('etag', etag);
        if (lastModified) reply.header('last-modified', lastModified.toUTCString());
      },
    };
  };

  // HEAD asks the store what it knows of the file, without reading it.
  app.head(path, { config: { access: 'open' } }, async (request, reply) => {
    const { key, missing, validators } = begin(request, reply);
    const info = await media.stat(key);
    if (!info) throw missing();
    validators(info.etag, info.lastModified);
    return reply
      .type(mediaTypeOf(key) ?? 'application/octet-stream')
      .header('content-length', info.size)
      .send();
  });

  app.get(path, { config: { access: 'open' } }, async (request, reply) => {
    const { key, missing, validators } = begin(request, reply);

    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = request.headers['if-modified-since'];
    const want: MediaWant = {
      ...(ifNoneMatch !== undefined ? { ifNoneMatch } : {}),
      // Read only without If-None-Match (RFC 9110); a date that is not one is ignored.
      ...(ifNoneMatch === undefined && ifModifiedSince && !Number.isNaN(Date.parse(ifModifiedSince))
        ? { ifModifiedSince: new Date(ifModifiedSince) }
        : {}),
    };
    const asked = requestedRange(request.headers.range);
    if (asked && 'suffix' in asked) {
      // The last n bytes: worked out here, since not every S3-compatible server reads `bytes=-n`.
      const info = await media.stat(key);
      if (!info) throw missing();
      if (asked.suffix === 0 || info.size === 0) throw unsatisfiable(info.size);
      want.range = { start: Math.max(0, info.size - asked.suffix), end: info.size - 1 };
    } else if (asked) want.range = asked;

    let answer = await media.open(key, want);
    if (
      answer?.kind === 'file' &&
      answer.range &&
      !ifRangeHolds(headerValue(request.headers['if-range']), answer.etag, answer.lastModified)
    ) {
      // The client's copy is not this file: the whole of it, not the part it asked for.
      answer.body.destroy();
      answer = await media.open(key, { ...want, range: undefined });
    }
    if (!answer) throw missing();
    // A store that sent the file although the client's copy is current (an If-None-Match list
    // the S3 server does not read): the client still hears 304.
    if (answer.kind === 'file' && isNotModified(want, answer.etag, answer.lastModified)) {
      answer.body.destroy();
      answer = { kind: 'not-modified', etag: answer.etag, lastModified: answer.lastModified };
    }
    if (answer.kind === 'not-modified') {
      validators(answer.etag, answer.lastModified);
      return reply.status(304).send();
    }
    if (answer.kind === 'unsatisfiable') throw unsatisfiable(answer.size);
    validators(answer.etag, answer.lastModified);
    reply.type(answer.contentType);
    if (answer.length !== undefined) reply.header('content-length', answer.length);
    if (answer.range) {
      const { start, end, size } = answer.range;
      reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
    }
    return reply.send(answer.body);
  });
}
