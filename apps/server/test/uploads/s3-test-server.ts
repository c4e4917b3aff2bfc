import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
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
 * What S3 answers a reader without s3:ListBucket on the bucket: for an object that does not exist,
 * 403 AccessDenied rather than 404 NoSuchKey (it will not tell whether the key exists). A proxy in
 * front of s3rver turns its 404s into that.
 */
async function withoutListBucket(target: number): Promise<{ port: number; close(): Promise<void> }> {
  const denied =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        if (answer.statusCode === 404) {
          answer.resume();
          response.writeHead(403, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(denied) });
          response.end(request.method === 'HEAD' ? undefined : denied);
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * An S3-compatible server in this process (s3rver: the S3 REST API over a temp directory), on a
 * free port of 127.0.0.1, with one empty bucket. No network beyond this machine. With
 * `noListBucket`, the server answers as S3 does a reader that may not list the bucket.
 */
export async function startS3TestServer(prefix = '', options: { noListBucket?: boolean } = {}): Promise<S3TestServer> {
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
  const proxy = options.noListBucket ? await withoutListBucket(port) : undefined;
  const endpoint = `http://127.0.0.1:${proxy?.port ?? port}`;
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
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
      await proxy?.close();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
