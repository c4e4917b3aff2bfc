import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASIC, benchDatabase, load, printTable, signIn, startServer } from './bench-server.ts';

const RESTARTS = 5;
const IDLE_AFTER_MS = 3000;
/** Issue 15's budget for one node. */
const RESTART_TARGET_MS = 400;
const IDLE_TARGET_MIB = 100;

/** Issue 2: profile and permission reads with a signed-in session, memory and cold start. */
export async function benchFoundation(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-bench-foundation-'));
  const database = await benchDatabase(dir, 'foundation');
  try {
    await measure(dir, database.url, database.dialect);
  } finally {
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(dir: string, databaseUrl: string, dialect: string): Promise<void> {
  const first = await startServer({ dir, databaseUrl });
  const cookie = await signIn(first.url, 'owner@demo.test');
  const headers = { authorization: BASIC, cookie };
  const rows = [
    await load('GET /api/internal-user/profile', { url: `${first.url}/api/internal-user/profile`, headers }),
    await load('GET /api/user-permission/self/permission', { url: `${first.url}/api/user-permission/self/permission`, headers }),
  ];
  const peak = first.peakRssMiB();
  const firstStart = first.startMs;
  await first.stop();
  // Restarts on the existing database: what a deploy or a crash recovery costs. One start varies
  // by tens of milliseconds on a busy machine, so the median of five is reported; the last node is
  // left idle for a few seconds, then its resident size is read.
  const restarts: number[] = [];
  let idle = 0;
  for (let i = 0; i < RESTARTS; i++) {
    const again = await startServer({ dir, databaseUrl });
    restarts.push(again.startMs);
    if (i === RESTARTS - 1) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_MS));
      idle = again.rssMiB();
    }
    await again.stop();
  }
  const restart = [...restarts].sort((a, b) => a - b)[RESTARTS >> 1]!;
  printTable(`Foundation, ${dialect} (10 connections)`, rows, peak);
  console.log(`  peak server memory (VmHWM): ${peak.toFixed(1)} MiB`);
  console.log(
    `  idle ${IDLE_AFTER_MS / 1000} s after a restart: ${idle.toFixed(1)} MiB resident (target ≤ ${IDLE_TARGET_MIB} MiB) ${idle <= IDLE_TARGET_MIB ? 'met' : 'MISSED'}`,
  );
  console.log(
    `  cold start to first 200 on /api/health: first start ${firstStart.toFixed(0)} ms (migrations + seeding), ` +
      `restart ${restart.toFixed(0)} ms, median of ${restarts.map((ms) => ms.toFixed(0)).join(' / ')} ` +
      `(target ≤ ${RESTART_TARGET_MS} ms) ${restart <= RESTART_TARGET_MS ? 'met' : 'MISSED'}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFoundation();
