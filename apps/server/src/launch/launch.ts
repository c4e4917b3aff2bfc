import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { installCrashHandlers, processLogFor } from './process-log.ts';
import { SERVER_LISTENING, V8_HEAP_FLAGS } from './start-up.ts';

/** The content hash of `server.cjs`, written in by build.ts. */
declare const SERVER_BUNDLE_ID: string;

/**
 * `dist/main.mjs`: starts the server bundle (`dist/server.cjs`) with V8's code cache (decision 024).
 *
 * The first start compiles the bundle as usual and, once the server listens, writes the bytecode of
 * every function compiled so far beside the bundle. Later starts hand that cache to V8, which then
 * neither parses nor compiles those functions again: a faster start and a smaller process. V8
 * refuses a cache made by another V8 or under other flags (the launcher then writes a new one); the
 * file's name carries the bundle's content hash, so a cache never meets another build.
 *
 * Where the directory cannot be written, every start compiles as before. With source maps on
 * (`--enable-source-maps`), the bundle is required as a plain module so stack traces map.
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const bundle = path.join(dir, 'server.cjs');
const cacheFile = path.join(dir, `server-${SERVER_BUNDLE_ID}.code-cache`);
const requireFromBundle = createRequire(bundle);

v8.setFlagsFromString(V8_HEAP_FLAGS);
// In production, a bundle that cannot be read or run is reported as one JSON line too.
installCrashHandlers(processLogFor());
if (process.sourceMapsEnabled) requireFromBundle(bundle);
else runWithCodeCache();

function runWithCodeCache(): void {
  const cachedData = readCache();
  // The wrapper Node gives a CommonJS module, so the bundle runs exactly as if required.
  const source = `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(bundle, 'utf8')}\n})`;
  const script = new vm.Script(source, { filename: bundle, cachedData });
  const module = { exports: {} };
  if (!cachedData || script.cachedDataRejected) process.once(SERVER_LISTENING, () => setImmediate(() => writeCache(script)));
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, requireFromBundle, module, bundle, dir);
}

function readCache(): Buffer | undefined {
  try {
    return fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

/** Written under a name of its own, then renamed: nodes starting together never read half a file. */
function writeCache(script: vm.Script): void {
  const temporary = `${cacheFile}.${process.pid}`;
  try {
    fs.writeFileSync(temporary, script.createCachedData());
    fs.renameSync(temporary, cacheFile);
  } catch {
    // A read-only install: start without the cache.
    fs.rmSync(temporary, { force: true });
  }
}
