import { BASIC, load, printTable, signIn, startServer } from './bench-server.ts';

/** Issue 2: profile and permission reads with a signed-in session, memory and cold start. */
export async function benchFoundation(): Promise<void> {
  const first = await startServer();
  const cookie = await signIn(first.url, 'owner@demo.test');
  const headers = { authorization: BASIC, cookie };
  const rows = [
    await load('GET /api/internal-user/profile', { url: `${first.url}/api/internal-user/profile`, headers }),
    await load('GET /api/user-permission/self/permission', { url: `${first.url}/api/user-permission/self/permission`, headers }),
  ];
  const peak = first.peakRssMiB();
  const firstStart = first.startMs;
  await first.stop();
  // A restart on the existing database: what a deploy or a crash recovery costs.
  const again = await startServer({ dir: first.dir });
  const restart = again.startMs;
  await again.stop();
  printTable('Foundation (10 connections)', rows);
  console.log(`  peak server memory (VmHWM): ${peak.toFixed(1)} MiB`);
  console.log(
    `  cold start to first 200 on /api/health: first start ${firstStart.toFixed(0)} ms (migrations + seeding), restart ${restart.toFixed(0)} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFoundation();
