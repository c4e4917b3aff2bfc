import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver takes any signature made with these keys; they are its documented defaults. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export type S3TestServer = {
  bucket: string;
  /** The configuration a test app needs for MEDIA_STORE=s3 against this server. */
  env: Record<string, string>;
  /** The object's bytes as the bucket holds it (key with the prefix), or undefined when there is none. */
  read(objectKey: string): Promise<Buffer | undefined>;
  has(objectKey: string): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server in this process (s3rver: the S3 REST API over a temp directory), on a
 * free port of 127.0.0.1, with one empty bucket. No network beyond this machine.
 */
export async function startS3TestServer(prefix = ''): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-s3-'));
  const bucket = 'rc-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  });
  const missing = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  return {
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    },
    async read(objectKey) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async has(objectKey) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
