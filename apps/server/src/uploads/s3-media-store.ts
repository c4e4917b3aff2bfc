import type { Readable } from 'node:stream';
import type { S3Config } from '@/config.ts';
import { isMediaKey, mediaTypeOf } from './media-key.ts';
import type { MediaStore } from './media-store.ts';

/** An answer of the S3 service that means "no such object" (GetObject says NoSuchKey, HeadObject a bare 404). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

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
      if (!isMediaKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw storeFailed('look up', key, err);
      }
    },
    async remove(key) {
      if (!isMediaKey(key)) return;
      try {
        // Deleting an object that is not there succeeds in S3: nothing to tell apart.
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (err) {
        throw storeFailed('remove', key, err);
      }
    },
    async open(key) {
      if (!isMediaKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return undefined;
        return {
          body: object.Body as Readable,
          contentType: mediaTypeOf(key) ?? object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw storeFailed('read', key, err);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
