import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import { resourcePaths } from '@rc/contract/resources/resource';
import { applyPatch, BUNDLE_PATCHES, bundlePatches } from '../../bundle-patches.ts';

type Router = {
  on(method: string, path: string, handler: () => void, store: unknown): void;
  find(method: string, path: string): { store: unknown; params: Record<string, string> } | null;
};
type RouterFactory = (options?: Record<string, unknown>) => Router;

const require = createRequire(import.meta.url);

/** find-my-way as the server bundle has it: built with the bundle's patches of its files. */
async function patchedFindMyWay(): Promise<RouterFactory> {
  const patches = BUNDLE_PATCHES.filter((p) => p.file.source.includes('find-my-way'));
  expect(patches.length).toBeGreaterThan(0);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-fmw-'));
  try {
    const outfile = path.join(dir, 'find-my-way.cjs');
    await build({
      entryPoints: [require.resolve('find-my-way')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outfile,
      logLevel: 'silent',
      plugins: [bundlePatches(patches)],
    });
    return require(outfile) as RouterFactory;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The server's own kinds of paths: every resource's calls, and the few with several parameters or a wildcard. */
function routeTable(): Array<[method: string, path: string]> {
  const routes = new Set<string>();
  for (const def of RESOURCES) {
    for (const p of Object.values(resourcePaths(def.name))) {
      routes.add(`GET /api${p}`);
      routes.add(`POST /api${p}`);
    }
  }
  for (const extra of [
    'GET /api/preview/:area/:id',
    'GET /api/editorial/queue',
    'GET /api/health',
    'GET /api/ready',
    'GET /assets/*',
    'GET /*',
    'GET /',
    'POST /api/public/institution-stock-placement',
    'GET /api/a/:one/b/:two/c/:three/d/:four/e/:five',
  ]) {
    routes.add(extra);
  }
  return [...routes].map((r) => r.split(' ') as [string, string]);
}

/** Addresses to look up: each route with its parameters filled, and near misses around it. */
function addresses(table: Array<[string, string]>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [method, route] of table) {
    const filled = route.replace(/:[a-z]+/g, (_, i: number) => `v${i}-9`).replace('*', 'deep/file.js');
    // One letter off at the end of each segment: where a static prefix of the route tree ends.
    const offByOne = [...filled.matchAll(/[^/](?=\/|$)/g)].map((m) => `${filled.slice(0, m.index)}~${filled.slice(m.index + 1)}`);
    for (const p of [
      filled,
      `${filled}x`,
      filled.slice(0, -1),
      `${filled}/`,
      filled.toUpperCase(),
      `${filled}/extra/part`,
      ...offByOne,
    ]) {
      out.push([method, p], [method === 'GET' ? 'POST' : 'GET', p]);
    }
  }
  return out;
}

/** The installed files the patches are for. */
const INSTALLED = [
  ['fastify', 'lib/server.js'],
  ['@fastify/swagger', 'lib/spec/openapi/index.js'],
  ['@fastify/swagger', 'lib/spec/swagger/index.js'],
  ['fastify', 'lib/plugin-utils.js'],
  ['@fastify/multipart', 'index.js'],
  ['@fastify/static', 'index.js'],
  ['fastify', 'lib/schema-controller.js'],
  ['@fastify/send', 'lib/createHttpError.js'],
  ['json-schema-resolver', 'ref-resolver.js'],
  ['zod', 'v4/classic/external.js'],
  ['zod', 'v4/core/index.js'],
  ['find-my-way', 'lib/node.js'],
  ['find-my-way', 'lib/handler-storage.js'],
].map(([pkg, file]) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file!));

describe('the bundle patches', () => {
  it('apply to the packages installed, and say which patch to look at when one no longer does', () => {
    for (const patch of BUNDLE_PATCHES) {
      const file = INSTALLED.find((f) => patch.file.test(f));
      expect(file, `an installed file for ${patch.file}`).toBeDefined();
      const text = fs.readFileSync(file!, 'utf8');
      expect(applyPatch(patch, file!, text)).not.toBe(text);
      expect(() => applyPatch(patch, file!, text.replace(patch.replace[0]![0], ''))).toThrow(
        /no longer applies.*bundle-patches\.ts/s,
      );
    }
  });

  it('leave find-my-way routing every address of the server exactly as it did', async () => {
    const original = require('find-my-way') as RouterFactory;
    const patched = await patchedFindMyWay();
    const table = routeTable();
    const routers = [original, patched].map((make) => {
      const router = make({ maxParamLength: 200 });
      for (const [method, route] of table) router.on(method, route, () => undefined, `${method} ${route}`);
      return router;
    });
    const answers = addresses(table).map(([method, p]) =>
      routers.map((router) => {
        const found = router.find(method, p);
        return found ? { route: found.store, params: { ...found.params } } : null;
      }),
    );
    expect(answers.length).toBeGreaterThan(1000);
    // Some addresses are routed and some are not, with parameters: the comparison below can fail.
    expect(answers.filter(([a]) => a === null).length).toBeGreaterThan(0);
    expect(answers.some(([a]) => a && Object.keys(a.params).length === 5)).toBe(true);
    for (const [a, b] of answers) expect(b).toEqual(a);
  });
});
