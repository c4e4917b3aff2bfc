import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_CLIENT_ID, DEV_API_CLIENT_SECRET } from '@rc/contract/defaults';
import { buildServer } from '../../bundle.ts';
import { START_ENV, START_NODE_FLAGS } from '../../src/launch/start-up.ts';
import { freePort } from './free-port.ts';

const SERVER = path.resolve(import.meta.dirname, '../..');
// Under apps/server, so the bundle finds the runtime packages in node_modules as dist/ does.
const OUT = path.join(SERVER, `test-output/launcher-${process.pid}`);
const cacheFile = () => fs.readdirSync(OUT).find((file) => file.endsWith('.code-cache'));

async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false): Promise<T> {
  const end = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `node main.mjs` as `npm start` runs it, up to its first 200 on /api/health. */
async function start(): Promise<ChildProcess & { port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...START_NODE_FLAGS, path.join(OUT, 'main.mjs')], {
    env: {
      ...START_ENV,
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: `sqlite:${path.join(OUT, 'console.db')}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'Launcher-Test-2026',
      UPLOADS_DIR: path.join(OUT, 'uploads'),
      CONSOLE_DIST: path.join(OUT, 'console'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      // Every CSV import is checked in the bundled reader thread (dist/import-reader.cjs).
      IMPORT_READER_MIN_BYTES: '0',
    },
    stdio: 'ignore',
  });
  children.push(child);
  await until('the first 200 on /api/health', () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    return fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
  });
  return Object.assign(child, { port });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const children: ChildProcess[] = [];

describe('the launcher (dist/main.mjs)', () => {
  beforeAll(async () => {
    fs.rmSync(OUT, { recursive: true, force: true });
    await buildServer(OUT);
    // A console build of one page and one script, sent by the bundled @fastify/static and @fastify/send.
    fs.mkdirSync(path.join(OUT, 'console', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(OUT, 'console', 'index.html'), '<!doctype html><title>Research Console</title>');
    fs.writeFileSync(path.join(OUT, 'console', 'assets', 'index-AbC123.js'), 'export const ok = true;\n');
  }, 120_000);
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    fs.rmSync(OUT, { recursive: true, force: true });
  });

  it('is started by `npm start` with the flags and environment the bench and the cluster check use', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(SERVER, 'package.json'), 'utf8')) as { scripts: { start: string } };
    const env = Object.entries(START_ENV).map(([name, value]) => `${name}=${value}`);
    expect(pkg.scripts.start).toBe([...env, 'node', ...START_NODE_FLAGS, 'dist/main.mjs'].join(' '));
  });

  it('keeps the code compiled by the first start beside the bundle, and later starts reuse it as it is', async () => {
    expect(cacheFile()).toBeUndefined();
    const first = await start();
    const name = await until('the code cache', cacheFile);
    // Named after the bundle's content, so no other build ever reads it.
    expect(name).toMatch(/^server-[0-9a-f]{16}\.code-cache$/);
    await stop(first);
    const made = fs.statSync(path.join(OUT, name));
    expect(made.size).toBeGreaterThan(100_000);

    // V8 took it: a cache it refused would be written anew once the server listens.
    const second = await start();
    await stop(second);
    const after = fs.statSync(path.join(OUT, name));
    expect([after.ino, after.mtimeMs, after.size]).toEqual([made.ino, made.mtimeMs, made.size]);
  }, 120_000);

  it('routes, describes the API and takes uploads as built, with the bundle patches applied (bundle-patches.ts)', async () => {
    const child = await start();
    try {
      const client = {
        authorization: `Basic ${Buffer.from(`${DEV_API_CLIENT_ID}:${DEV_API_CLIENT_SECRET}`).toString('base64')}`,
      };
      const call = (url: string) => fetch(`http://127.0.0.1:${child.port}${url}`, { headers: client });
      // The router: a call with an id is found (and wants a session), a near miss is not.
      expect((await call('/api/category/detail/12')).status).toBe(401);
      expect((await call('/api/category/detai/12')).status).toBe(404);
      const json = await call('/api/docs/json');
      expect(json.status).toBe(200);
      expect(((await json.json()) as { paths: object }).paths).toHaveProperty(['/api/category/detail/{id}']);
      // The multipart parser, loaded with the first upload: a CSV import checked without writing,
      // then one written, each file checked in the import's reader thread.
      const login = await fetch(`http://127.0.0.1:${child.port}/api/auth/login`, {
        method: 'POST',
        headers: { ...client, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@demo.test', password: 'Launcher-Test-2026' }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      const form = new FormData();
      form.append('file', new Blob(['code,name\nLQ45,LQ 45\nlq,\n'], { type: 'text/csv' }), 'indices.csv');
      const checked = await fetch(`http://127.0.0.1:${child.port}/api/stock-index/import?dry_run=1`, {
        method: 'POST',
        headers: { ...client, cookie },
        body: form,
      });
      expect(checked.status).toBe(200);
      expect((await checked.json()) as object).toMatchObject({ data: { rows: 2, valid: 1, dry_run: true } });
      const written = new FormData();
      written.append('file', new Blob(['code,name\nLQ45,LQ 45\nIDX30,IDX 30\n'], { type: 'text/csv' }), 'indices.csv');
      const imported = await fetch(`http://127.0.0.1:${child.port}/api/stock-index/import`, {
        method: 'POST',
        headers: { ...client, cookie },
        body: written,
      });
      expect(imported.status).toBe(200);
      expect((await imported.json()) as object).toMatchObject({ data: { rows: 2, inserted: 2, updated: 0, dry_run: false } });
      // The console's files, and the answers @fastify/send makes with http-errors, loaded on first use.
      const script = `http://127.0.0.1:${child.port}/assets/index-AbC123.js`;
      expect(await (await fetch(script)).text()).toBe('export const ok = true;\n');
      expect((await fetch(script, { headers: { range: 'bytes=500-' } })).status).toBe(416);
      expect((await fetch(script, { headers: { 'if-match': '"another-version"' } })).status).toBe(412);
      // The YAML library, loaded on first use.
      const yaml = await call('/api/docs/yaml');
      expect(yaml.status).toBe(200);
      expect(await yaml.text()).toMatch(/^openapi: 3\.0\.3\n[\s\S]*\/api\/category\/detail\/\{id\}:/);
    } finally {
      await stop(child);
    }
  }, 120_000);

  it('starts past a cache V8 refuses, and writes a good one in its place', async () => {
    const file = path.join(OUT, cacheFile()!);
    fs.writeFileSync(file, 'not a code cache');
    const child = await start();
    await until('a new code cache', () => fs.statSync(file).size > 100_000);
    await stop(child);
  }, 120_000);

  it('in production, reports a start that fails as one JSON line, from the bundle as from the sources', async () => {
    const child = spawn(process.execPath, [...START_NODE_FLAGS, path.join(OUT, 'main.mjs')], {
      env: { ...START_ENV, PATH: process.env.PATH, NODE_ENV: 'production', API_CLIENT_ID: 'launcher', PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(78);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 60,
      msg: 'Invalid configuration: the server did not start',
      problems: ['PORT: must be a port number'],
    });
  }, 60_000);

  it('backs up and restores with the bundled tools, without the TypeScript loader (dist/backup.mjs, dist/restore.mjs)', async () => {
    const tool = async (name: string, args: string[], database: string) => {
      const child = spawn(process.execPath, [path.join(OUT, `${name}.mjs`), ...args], {
        env: { PATH: process.env.PATH, DATABASE_URL: `sqlite:${database}`, UPLOADS_DIR: path.join(OUT, `uploads-${name}`) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      return { code, output };
    };
    const backup = await tool('backup', ['--to', path.join(OUT, 'backup')], path.join(OUT, 'console.db'));
    expect(backup.code, backup.output).toBe(0);
    const restore = await tool('restore', ['--from', path.join(OUT, 'backup')], path.join(OUT, 'restored.db'));
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/audit chain holds: \d+ entries/);
  }, 60_000);
});
