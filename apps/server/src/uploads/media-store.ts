import type { Readable } from 'node:stream';
import type { Config } from '@/config.ts';
import { createLocalMediaStore } from './local-media-store.ts';

/** What is known of a stored file without reading it: its size and its validators (HEAD, ranges). */
export type MediaInfo = { size: number; etag: string | undefined; lastModified: Date | undefined };

/**
 * What a request asks of a stored file: one byte range (inclusive; an end past the file's end reads
 * to the end), and the validators of a conditional request. The route has worked them out from the
 * request's headers (media-routes.ts); If-Modified-Since is only given without If-None-Match.
 */
export type MediaWant = { range?: { start: number; end?: number }; ifNoneMatch?: string; ifModifiedSince?: Date };

/**
 * A stored file opened for sending: its bytes as a stream, its type, the length of what the stream
 * holds (when known), its validators, and, when a range was read, which bytes of how many.
 */
export type MediaObject = {
  body: Readable;
  contentType: string;
  length: number | undefined;
  etag?: string;
  lastModified?: Date;
  range?: { start: number; end: number; size: number };
};

/** The answer to `open`: the file, "the copy the client holds is current", or "that range is not in the file". */
export type MediaAnswer =
  | ({ kind: 'file' } & MediaObject)
  | { kind: 'not-modified'; etag: string | undefined; lastModified: Date | undefined }
  | { kind: 'unsatisfiable'; size: number | undefined };

/**
 * Where uploaded files live, addressed by their key: the path under the media base that records
 * hold (`ad-banner/<uuid>.png`). Every upload, check and removal goes through here, so the server
 * does not care whether the bytes sit in a directory or in an S3-compatible bucket.
 */
export type MediaStore = {
  readonly kind: 'local' | 's3';
  /** Store the bytes under the key, replacing whatever was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Whether a file is stored under the key; false for a key that is not a valid one. */
  exists(key: string): Promise<boolean>;
  /** The file's size and validators, or undefined when there is none or the key is not valid. */
  stat(key: string): Promise<MediaInfo | undefined>;
  /** Remove the file under the key; nothing happens when there is none or the key is not valid. */
  remove(key: string): Promise<void>;
  /**
   * The file under the key as `want` asks (all of it by default), or undefined when there is none
   * or the key is not valid.
   */
  open(key: string, want?: MediaWant): Promise<MediaAnswer | undefined>;
  /** Release connections (the S3 client's sockets); the app calls it when it closes. */
  close(): Promise<void>;
};

/**
 * The store the configuration names. The S3 one is imported only when configured: the AWS SDK is
 * large, and a server that keeps its media in a directory should not pay for it at start-up.
 */
export async function createMediaStore(config: Pick<Config, 'mediaStore' | 'uploadsDir' | 's3'>): Promise<MediaStore> {
  if (config.mediaStore === 's3' && config.s3) {
    const { createS3MediaStore } = await import('./s3-media-store.ts');
    return createS3MediaStore(config.s3);
  }
  return createLocalMediaStore(config.uploadsDir);
}
