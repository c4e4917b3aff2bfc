import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench`: every `*.bench.ts` beside this file, one after another, each in its own process
 * so one bench's memory never counts against another's. BENCH_ONLY=foundation,resources picks some;
 * BENCH_DATABASE_URL=postgres://… runs them all on PostgreSQL.
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || only.includes(f.replace('.bench.ts', '')))
  .sort((a, b) => (a.startsWith('foundation') ? -1 : b.startsWith('foundation') ? 1 : a.localeCompare(b)));

// Benchmarks measure the bundled server that `npm start` runs.
const built = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: path.resolve(dir, '..'), stdio: 'inherit' });
if (built.status !== 0) process.exit(1);

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    cwd: path.resolve(dir, '..'),
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
