import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../../../console/scripts/compress.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** A built console as the build leaves it: index.html and a hashed script, compressed beside it. */
function fakeDist(): { dir: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Research Console</title><script src="/assets/index-AbC123.js"></script>',
  );
  const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i % 50}`))};\n`;
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
  compressDist(dir);
  return { dir, script };
}

describe('the console is served compressed and cached as it should be', () => {
  let t: TestApp;
  let dist: ReturnType<typeof fakeDist>;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp('sqlite', {
      env: { CONSOLE_DIST: dist.dir, API_CLIENT_ID: 'acme-console', API_CLIENT_SECRET: 'acme-secret-"<&>:x' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist.dir, { recursive: true, force: true });
  });

  const asset = (encoding?: string) =>
    t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli, or gzip, or the plain file, as the browser accepts, with Vary and immutable caching', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(dist.script);
    expect(br.rawPayload.length).toBeLessThan(brotliCompressSync(dist.script).length + 64);
    expect(br.rawPayload.length).toBeLessThan(dist.script.length / 4);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(dist.script);
    expect(gz.rawPayload.length).toBeLessThanOrEqual(gzipSync(dist.script).length);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(dist.script);
  });

  it('never lets index.html be cached, at its own path or as a screen’s fallback', async () => {
    for (const url of ['/', '/category', '/tool/content-slider/detail/3']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body).toContain('Research Console');
    }
  });

  it('gives the console the server’s own client credentials in the page, at every path of the page', async () => {
    for (const url of ['/', '/index.html', '/category']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<meta name="rc-api-client" content="acme-console:acme-secret-&quot;&lt;&amp;&gt;:x" />');
      // Error reporting is off: the page says so, so the console ignores any DSN its build was given.
      expect(page.body, url).toContain('<meta name="rc-error-reporting-dsn" content="" />');
    }
    // Those credentials are the ones the API takes.
    const basic = `Basic ${Buffer.from('acme-console:acme-secret-"<&>:x').toString('base64')}`;
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { authorization: basic } });
    expect(session.statusCode).toBe(200);
  });
});
