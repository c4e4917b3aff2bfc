import type { Readable } from 'node:stream';
import type { Config } from '@/config.ts';
import { createLocalMediaStore } from './local-media-store.ts';

/** One stored file opened for sending: its bytes as a stream, its type and (when known) its length. */
export type MediaObject = { body: Readable; contentType: string; length: number | undefined };

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
  /** Remove the file under the key; nothing happens when there is none or the key is not valid. */
  remove(key: string): Promise<void>;
  /** The file under the key, or undefined when there is none or the key is not valid. */
  open(key: string): Promise<MediaObject | undefined>;
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
