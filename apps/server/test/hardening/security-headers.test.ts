import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { PNG, multipart } from '../resources/resource-helpers.ts';

/** The console's whole policy with error reporting off. */
const CONSOLE_POLICY =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;" +
  "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

/** A JPEG that is also an HTML page with a script: the upload accepts it as a JPEG by its bytes. */
const POLYGLOT = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);

describe('security headers on every answer', () => {
  let t: TestApp;
  let dist: string;
  let owner: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>RC</title></head><body></body></html>');
    t = await createTestApp('sqlite', { env: { CONSOLE_DIST: dist } });
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const common = (headers: Record<string, unknown>, what: string) => {
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['referrer-policy'], what).toBe('same-origin');
    expect(String(headers['content-security-policy']), what).toMatch(/frame-ancestors 'none'|sandbox/);
  };

  it('the console page: a policy with no inline script and no framing', async () => {
    for (const url of ['/', '/category', '/signin']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      common(res.headers, url);
      const csp = String(res.headers['content-security-policy']);
      const scripts = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scripts.trim()).toBe("'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Error reporting is off: the page may talk to its own origin only, and start no worker.
      expect(csp).toBe(CONSOLE_POLICY);
    }
  });

  it('the API, answers and errors alike', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.call({ method: 'GET', url: '/api/category/list', cookie: owner }),
      await t.call({ method: 'GET', url: '/api/category/detail/999999', cookie: owner }),
      await t.app.inject({ method: 'GET', url: '/api/category/list' }),
    ]) {
      common(res.headers, `${res.statusCode} ${res.body.slice(0, 60)}`);
    }
  });

  it('an upload opened on its own is sandboxed: nosniff, no script, shown inline only as an image or PDF', async () => {
    const upload = await t.call({
      method: 'POST',
      url: '/api/category/upload/icon',
      cookie: owner,
      ...multipart('file', 'icon.jpg', 'image/jpeg', POLYGLOT),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const stored = JSON.parse(upload.body).data as { url: string };
    const media = await t.app.inject({ method: 'GET', url: stored.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/jpeg');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(media.headers['content-disposition']).toBe('inline');

    const png = await t.call({
      method: 'POST',
      url: '/api/category/upload/icon',
      cookie: owner,
      ...multipart('file', 'a.png', 'image/png', PNG),
    });
    const pngMedia = await t.app.inject({ method: 'GET', url: (JSON.parse(png.body).data as { url: string }).url });
    expect(pngMedia.headers['content-type']).toBe('image/png');
    expect(pngMedia.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('the API description page keeps working under its own policy', async () => {
    const docs = await t.call({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
    expect(String(docs.headers['content-security-policy'])).toMatch(/script-src 'self'\s*;/);
    expect(docs.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    // The page's own files, the description as YAML, and HEAD: all through the docs app.
    const bundle = await t.call({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.body.length).toBeGreaterThan(100_000);
    const yaml = await t.call({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('title: Research Console API');
    const head = await t.call({ method: 'HEAD', url: '/api/docs/json' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/application\/json/);
    const missing = await t.call({ method: 'GET', url: '/api/docs/static/nothing-here.js' });
    expect(missing.statusCode).toBe(404);
    // Without the console client's credentials the docs stay closed, as every other call.
    const stranger = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('with SENTRY_DSN set, the console’s policy lets its reports through and nothing more', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>RC</title></head><body></body></html>');
    t = await createTestApp('sqlite', {
      env: { CONSOLE_DIST: dist, SENTRY_DSN: 'https://0a1b2c@o12.ingest.sentry.io/4501', SENTRY_ENVIRONMENT: 'production' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('connects to the DSN’s origin and starts the replay’s worker from blob:, the rest unchanged', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/signin' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
    ]) {
      expect(res.headers['content-security-policy']).toBe(
        CONSOLE_POLICY.replace("connect-src 'self'", "connect-src 'self' https://o12.ingest.sentry.io") +
          ";worker-src 'self' blob:",
      );
    }
    // The console is told where to report, in the page.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<meta name="rc-error-reporting-dsn" content="https://0a1b2c@o12.ingest.sentry.io/4501" />');
    expect(page.body).toContain('<meta name="rc-error-reporting-environment" content="production" />');
  });
});
