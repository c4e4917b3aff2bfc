// The import's reader thread when the server runs from source (tests, `npm run dev`). The built
// server has it bundled beside it (dist/import-reader.cjs); here it is bundled the same way on the
// first import of the server process (`build` names the process), so each thread starts from one
// script rather than loading some seven hundred TypeScript modules (2 s instead of 0.2 s a thread).
import fs from 'node:fs';
import { hrtime } from 'node:process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const server = fileURLToPath(new globalThis.URL('../../../', import.meta.url));
// Under the repository's node_modules, so the script finds the runtime packages as dist/ does.
const dir = path.resolve(server, '../../node_modules/.cache/rc-import-reader');
const script = path.join(dir, `${workerData.build}.cjs`);

if (!fs.existsSync(script)) {
  const { readerBundle } = await tsImport('../../../bundle.ts', import.meta.url);
  const { build } = await import('esbuild');
  const building = `${script}.${hrtime.bigint()}`;
  await build({ ...readerBundle, outfile: building });
  fs.renameSync(building, script);
  // Scripts of earlier runs.
  for (const file of fs.readdirSync(dir))
    if (Date.now() - fs.statSync(path.join(dir, file)).mtimeMs > 3_600_000) fs.rmSync(path.join(dir, file), { force: true });
}
createRequire(import.meta.url)(script);
