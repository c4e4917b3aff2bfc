import type { Readable } from 'node:stream';
import type { S3Config } from '@/config.ts';
import { isMediaKey, mediaTypeOf } from './media-key.ts';
import type { MediaInfo, MediaStore } from './media-store.ts';

type ServiceError = {
  name?: string;
  $metadata?: { httpStatusCode?: number };
  $response?: { headers?: Record<string, string | undefined> };
  ActualObjectSize?: string | number;
};

/**
 * An answer of the S3 service that means "no such object": GetObject says NoSuchKey, HeadObject a
 * bare 404. Without s3:ListBucket on the bucket, S3 says AccessDenied (403) for a missing object
 * rather than tell whether it exists: a 403 to a read is taken as missing too, so a missing file is a
 * 404 whatever the bucket's policy. A key or signature S3 does not accept (InvalidAccessKeyId,
 * SignatureDoesNotMatch) stays a failure of the store.
 */
function isMissing(err: unknown): boolean {
  const e = err as ServiceError;
  const status = e.$metadata?.httpStatusCode;
  return (
    e.name === 'NoSuchKey' ||
    e.name === 'NotFound' ||
    status === 404 ||
    e.name === 'AccessDenied' ||
    (status === 403 && (e.name === 'Forbidden' || e.name === '403' || e.name === 'Unknown'))
  );
}

/** `bytes 2-4/10` → the range sent and the whole size. */
function contentRange(value: string | undefined): { start: number; end: number; size: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value ?? '');
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : undefined;
}

const dateOf = (value: string | undefined) => (value ? new Date(value) : undefined);

/**
 * Media in an S3-compatible bucket, so every node behind the load balancer sees the same files.
 * A key is the object's name under S3_PREFIX. The SDK is imported here, on first use of this
 * module, never by a server that keeps its media in a directory.
 */
export async function createS3MediaStore(s3: S3Config): Promise<MediaStore> {
  const { S3Client, PutObjectCommand, HeadObjectCommand, GetObjectCommand, DeleteObjectCommand } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    // Without keys in the configuration the SDK's own chain applies (AWS_* variables, instance role).
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: many S3-compatible servers do not understand the
    // trailing checksums newer SDKs send by default, and the bytes were already checked on upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;
  const objectKey = (key: string) => `${s3.prefix}${key}`;

  /** A failure of the store itself (unreachable, refused): a 5xx whose log says where to look. */
  const storeFailed = (action: string, key: string, err: unknown) =>
    new Error(
      `The media store could not ${action} "${key}" in bucket "${Bucket}": ${(err as Error).message}. ` +
        'Check S3_ENDPOINT, S3_BUCKET and the credentials.',
      { cause: err },
    );

  async function stat(key: string): Promise<MediaInfo | undefined> {
    if (!isMediaKey(key)) return undefined;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return { size: head.ContentLength ?? 0, etag: head.ETag, lastModified: head.LastModified };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw storeFailed('look up', key, err);
    }
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
      } catch (err) {
        throw storeFailed('store', key, err);
      }
    },
    async exists(key) {
      return (await stat(key)) !== undefined;
    },
    stat,
    async remove(key) {
      if (!isMediaKey(key)) return;
      try {
        // Deleting an object that is not there succeeds in S3: nothing to tell apart.
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (err) {
        throw storeFailed('remove', key, err);
      }
    },
    // S3 answers ranges and conditional requests itself: the request's are passed on as they are.
    async open(key, want = {}) {
      if (!isMediaKey(key)) return undefined;
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(want.range ? { Range: `bytes=${want.range.start}-${want.range.end ?? ''}` } : {}),
            // One tag; a list of them is compared by the route with the ETag this answers.
            ...(want.ifNoneMatch !== undefined && !want.ifNoneMatch.includes(',') ? { IfNoneMatch: want.ifNoneMatch } : {}),
            ...(want.ifModifiedSince ? { IfModifiedSince: want.ifModifiedSince } : {}),
          }),
        );
        if (!object.Body) return undefined;
        // A server that sends the whole object for a range says so by sending no Content-Range.
        const range = want.range ? contentRange(object.ContentRange) : undefined;
        return {
          kind: 'file',
          body: object.Body as Readable,
          contentType: mediaTypeOf(key) ?? object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
          ...(range ? { range } : {}),
        };
      } catch (err) {
        const e = err as ServiceError;
        const status = e.$metadata?.httpStatusCode;
        if (status === 304) {
          const headers = e.$response?.headers ?? {};
          return { kind: 'not-modified', etag: headers.etag, lastModified: dateOf(headers['last-modified']) };
        }
        if (status === 416 || e.name === 'InvalidRange') {
          const size = Number(e.ActualObjectSize);
          return { kind: 'unsatisfiable', size: Number.isFinite(size) ? size : undefined };
        }
        if (isMissing(err)) return undefined;
        throw storeFailed('read', key, err);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
