import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { bundlePatches } from './bundle-patches.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

/**
 * `dependencies` are what a production install has: native packages, one that serves files from
 * its own folder, and those loaded only when used (a dynamic import or a require at run time). They
 * stay in node_modules. Everything else (devDependencies) is bundled: one script to compile instead
 * of ~700 modules to find and load, which halves the start-up time.
 */
export const RUNTIME_PACKAGES = Object.keys(pkg.dependencies);

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Smaller source to hold and parse; names are kept, so stack traces stay readable.
  minifyWhitespace: true,
  minifySyntax: true,
  external: RUNTIME_PACKAGES,
  tsconfig: path.join(dir, 'tsconfig.json'),
  logLevel: 'warning',
};

/**
 * The server itself as one CommonJS script, `dist/server.cjs`, which `dist/main.mjs` (src/launch)
 * compiles with V8's code cache (decision 024). A script, not an ES module, because Node 20 keeps
 * no code cache for modules. So the packages loaded on first use are `require`d inside a promise
 * (`dynamic-import: false`) rather than imported, and `import.meta.url` is the script's own URL.
 */
export const serverBundle: BuildOptions = {
  ...common,
  entryPoints: { server: path.join(dir, 'src/main.ts') },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  supported: { 'dynamic-import': false },
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [bundlePatches()],
};

/**
 * The CSV import's reader thread (import-reader.ts): a script of its own beside the server, built
 * as the server is. From source, import-reader.dev.mjs builds it into a file of its own.
 */
export const readerBundle: BuildOptions = {
  ...serverBundle,
  entryPoints: { 'import-reader': path.join(dir, 'src/resources/import/import-reader.worker.ts') },
  // None of the patched packages (Fastify and its plugins) is in it.
  plugins: [],
};

/** ES modules: the launcher and the command-line tools (a production install has no TypeScript loader). */
export const moduleBundles = (entryPoints: Record<string, string>, define: Record<string, string>): BuildOptions => ({
  ...common,
  entryPoints,
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  define,
  // Some bundled code may still call require(); give ESM output a require of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

/**
 * Build into `outdir`: `server.cjs` is the server (with `import-reader.cjs`, its CSV import's
 * reader thread), `main.mjs` the launcher that starts it with V8's code cache, `<tool>.mjs` the
 * command-line tools.
 */
export async function buildServer(outdir: string): Promise<void> {
  await build({ ...serverBundle, outdir, sourcemap: true });
  await build({ ...readerBundle, outdir, sourcemap: true });
  // The launcher names its code cache after the bundle's content: a cache is only ever read by the
  // build it was made from (V8 itself checks only the source's length, its own version and flags).
  const id = createHash('sha256')
    .update(fs.readFileSync(path.join(outdir, 'server.cjs')))
    .digest('hex')
    .slice(0, 16);
  for (const file of fs.readdirSync(outdir)) if (file.endsWith('.code-cache')) fs.rmSync(path.join(outdir, file));
  const entryPoints: Record<string, string> = { main: path.join(dir, 'src/launch/launch.ts') };
  for (const tool of ['api-key', 'audit-verify', 'backup', 'restore']) entryPoints[tool] = path.join(dir, `src/cli/${tool}.ts`);
  await build({ ...moduleBundles(entryPoints, { SERVER_BUNDLE_ID: JSON.stringify(id) }), outdir, sourcemap: true });
}
