import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BASIC, buildWhenAlone, preparedBenchDatabase, signIn, startServer } from './bench-server.ts';
import { loadAudience } from './deliveries-bench-data.ts';

/**
 * Issue 16: a research blast to CLIENTS (default 100,000) clients through the outbox (no SMTP).
 * Measures deliveries per second from the send call until the blast is SENT (target ≥ 5,000/s on
 * SQLite), the server's peak memory during the send (target ≤ 200 MiB), and the p99 of list calls
 * made by staff while it sends (target ≤ 50 ms). Run alone: `cd apps/server && node --import tsx bench/deliveries.bench.ts`.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const here = path.dirname(fileURLToPath(import.meta.url));

export async function benchDeliveries(): Promise<void> {
  buildWhenAlone(fileURLToPath(import.meta.url));
  const database = await preparedBenchDatabase(
    'audience',
    CLIENTS,
    [path.join(here, 'deliveries-bench-data.ts'), path.join(here, 'bench-rows.ts')],
    loadAudience,
  );
  const server = await startServer({ dir: database.dir, databaseUrl: database.databaseUrl, env: { JOBS_POLL_MS: '50' } });
  try {
    const writer = {
      authorization: BASIC,
      cookie: await signIn(server.url, 'owner@demo.test'),
      'content-type': 'application/json',
    };
    const sender = { ...writer, cookie: await signIn(server.url, 'sender@bench.test') };
    const created = await fetch(`${server.url}/api/research-blast/create`, {
      method: 'POST',
      headers: writer,
      body: JSON.stringify({
        title: 'Riset Baru: Bench',
        message: '<p>Riset terbaru tim kami sudah terbit.</p>',
        audience: 'ALL',
      }),
    });
    const blast = ((await created.json()) as { data: { id: number } }).data;
    const idleRss = server.peakRssMiB();

    const lists = {
      url: server.url,
      connections: 4,
      headers: { authorization: BASIC, cookie: writer.cookie },
      requests: [
        { method: 'GET' as const, path: '/api/research-blast/list' },
        { method: 'GET' as const, path: '/api/client/list?limit=25' },
      ],
    };
    const quiet = await autocannon({ ...lists, duration: 5 });
    const afterLists = server.peakRssMiB();

    // Staff keep working while it sends: the blasts list and the clients list, 4 connections.
    let sending = true;
    let finish: (result: autocannon.Result) => void = () => {};
    const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
    const during = autocannon({ ...lists, duration: 600 }, (err: unknown, result: autocannon.Result) => {
      if (err) throw err;
      finish(result);
    });

    const started = performance.now();
    const sent = await fetch(`${server.url}/api/research-blast/send/${blast.id}`, {
      method: 'POST',
      headers: sender,
      body: '{}',
    });
    if (sent.status !== 200) throw new Error(`send failed: ${sent.status} ${await sent.text()}`);
    let record: { status: string; sent_count: number; recipient_count: number } = {
      status: '',
      sent_count: 0,
      recipient_count: 0,
    };
    while (sending) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${server.url}/api/research-blast/detail/${blast.id}`, { headers: writer });
      record = ((await res.json()) as { data: typeof record }).data;
      if (['SENT', 'FAILED', 'CANCELLED'].includes(record.status)) sending = false;
    }
    const seconds = (performance.now() - started) / 1000;
    during.stop();
    const load = await finished;
    const rate = Math.round(record.sent_count / seconds);
    const peak = server.peakRssMiB();

    console.log(`\nResearch blast to ${CLIENTS.toLocaleString('en')} clients through the outbox (${database.dialect})`);
    console.log(
      `  ${record.status}: ${record.sent_count.toLocaleString('en')} of ${record.recipient_count.toLocaleString('en')} delivered in ${seconds.toFixed(1)} s: ${rate.toLocaleString('en')} deliveries/s (target ≥ 5,000) ${rate >= 5000 ? 'met' : 'MISSED'}`,
    );
    console.log(
      `  peak server memory (VmHWM): ${peak.toFixed(1)} MiB, ${idleRss.toFixed(1)} MiB before sending (${afterLists.toFixed(1)} MiB after 5 s of list calls alone) (target ≤ 200) ${peak <= 200 ? 'met' : 'MISSED'}`,
    );
    console.log(
      `  list calls before sending (same mix): ${Math.round(quiet.requests.average)} req/s, p99 ${quiet.latency.p99} ms`,
    );
    console.log(
      `  list calls while sending (blasts and clients, 4 connections): ${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms (target ≤ 50) ${load.latency.p99 <= 50 ? 'met' : 'MISSED'}, non-2xx ${load.non2xx}`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchDeliveries();
