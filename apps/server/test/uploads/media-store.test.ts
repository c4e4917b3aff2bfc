import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { isMediaKey } from '@/uploads/media-key.ts';
import { createMediaStore, type MediaStore } from '@/uploads/media-store.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

describe('media keys', () => {
  it.each([
    'category/0b7c3c9e-4a7e-4c1e-9a57-6a3c2f1d2e3f.png',
    'institution/demo-logo-cc.png',
    'algo-content/chart-kinerja.png',
    'thumbnails/a_b.webp',
  ])('accepts the keys the server writes: %s', (key) => {
    expect(isMediaKey(key)).toBe(true);
  });

  it.each([
    '',
    '../etc/passwd',
    'category/../../secret.png',
    'category/..',
    '/etc/passwd',
    'category//x.png',
    'category/',
    'category\\x.png',
    'C:/x.png',
    'category/.hidden.png',
    'category/a b.png',
    'category/a%2Fb.png',
    'category/a\u0000b.png',
    `category/${'x'.repeat(600)}.png`,
  ])('refuses a key that could leave the store or was never written: %j', (key) => {
    expect(isMediaKey(key)).toBe(false);
  });
});

describe('media store configuration', () => {
  const s3 = { MEDIA_STORE: 's3', S3_BUCKET: 'rc-media' };

  it('keeps media in the uploads directory unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.mediaStore).toBe('local');
    expect(config.s3).toBeUndefined();
  });

  it('reads the S3 settings, with a default region and a prefix ending in one slash', () => {
    const config = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'console/media/',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'rc-media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'console/media/',
    });
    expect(loadConfig(s3).s3).toMatchObject({ prefix: '', forcePathStyle: false, accessKeyId: undefined });
  });

  it.each([
    [{ MEDIA_STORE: 'ftp' }, /MEDIA_STORE: must be local or s3/],
    [{ MEDIA_STORE: 's3' }, /S3_BUCKET: required when MEDIA_STORE=s3/],
    [{ ...s3, S3_BUCKET: 'Not A Bucket' }, /S3_BUCKET: must be a bucket name/],
    [{ ...s3, S3_ENDPOINT: 'localhost:9000' }, /S3_ENDPOINT: must be an http\(s\) URL/],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE: must be true or false/],
    [{ ...s3, S3_PREFIX: '../up' }, /S3_PREFIX/],
    [{ ...s3, S3_PREFIX: 'a//b' }, /S3_PREFIX: must not contain/],
    [{ ...s3, S3_ACCESS_KEY_ID: 'key' }, /S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: set both/],
  ])('names the variable of a bad value: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

/** The same promises from either store: what the rest of the server relies on. */
describe.each(['local', 's3'] as const)('the %s media store', (kind) => {
  let store: MediaStore;
  let dir: string;
  let s3: S3TestServer | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-media-'));
    s3 = kind === 's3' ? await startS3TestServer() : undefined;
    store = await createMediaStore(loadConfig({ UPLOADS_DIR: dir, ...s3?.env }));
  });
  afterAll(async () => {
    await store?.close();
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts, finds, opens and removes a file by its key', async () => {
    expect(store.kind).toBe(kind);
    await store.put('ad-banner/one.png', Buffer.from('png bytes'), 'image/png');
    expect(await store.exists('ad-banner/one.png')).toBe(true);
    const opened = await store.open('ad-banner/one.png');
    expect(opened).toMatchObject({ kind: 'file', contentType: 'image/png', length: 9 });
    if (opened?.kind !== 'file') throw new Error('not opened');
    expect(await text(opened.body)).toBe('png bytes');

    await store.put('ad-banner/one.png', Buffer.from('replaced'), 'image/png');
    const again = await store.open('ad-banner/one.png');
    if (again?.kind !== 'file') throw new Error('not opened');
    expect(await text(again.body)).toBe('replaced');

    await store.remove('ad-banner/one.png');
    expect(await store.exists('ad-banner/one.png')).toBe(false);
    expect(await store.open('ad-banner/one.png')).toBeUndefined();
    await expect(store.remove('ad-banner/one.png')).resolves.toBeUndefined();
  });

  it('answers "not there" for a key that is not a valid one, and refuses to write one', async () => {
    for (const key of ['../outside.png', '/etc/passwd', 'a//b.png']) {
      expect(await store.exists(key), key).toBe(false);
      expect(await store.open(key), key).toBeUndefined();
      await expect(store.remove(key)).resolves.toBeUndefined();
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Not a media key/);
    }
    expect(fs.existsSync(path.join(dir, '..', 'outside.png'))).toBe(false);
  });
});

describe('the local media store', () => {
  it('keeps a directory’s files at their keys, so media stored before the store existed are found', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-media-'));
    try {
      const store = await createMediaStore(loadConfig({ UPLOADS_DIR: dir }));
      fs.mkdirSync(path.join(dir, 'category'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'category', 'old.png'), 'old');
      expect(await store.exists('category/old.png')).toBe(true);
      await store.put('category/new.png', Buffer.from('new'), 'image/png');
      expect(fs.readFileSync(path.join(dir, 'category', 'new.png'), 'utf8')).toBe('new');
      // A folder is not a file.
      expect(await store.exists('category')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
