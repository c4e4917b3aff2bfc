import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '@/config.ts';
import { systemClock, type AppContext } from '@/context.ts';
import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { ensureFirstOwner } from '@/seed/first-start.ts';
import { BENCH_PASSWORD } from './bench-server.ts';
import { seededRandom } from './resources-bench-data.ts';

/** Status shares of a mature newsroom: most pieces published, a review queue of a few percent. */
const SHARES: Array<[string, number]> = [
  ['PENDING', 0.05],
  ['REQUEST', 0.01],
  ['REVISION', 0.02],
  ['REJECTED', 0.03],
  ['DRAFT', 0.04],
];
const WRITERS = 20;
const CONTRIBUTORS = 200;
const BODY = '<p>Kinerja kuartalan di atas ekspektasi konsensus; valuasi masih di bawah rata-rata lima tahun.</p>';

function statusOf(roll: number): string {
  let below = 0;
  for (const [status, share] of SHARES) if (roll < (below += share)) return status;
  return 'APPROVED';
}

/**
 * A fresh SQLite database in `dir` for the editorial desk: the first owner (BENCH_PASSWORD), 20
 * staff writers, 200 contributors, `research` Exclusive research rows and `others` each of Insight
 * and Circle, written through the migrations' triggers (search, counters). Rows are two minutes
 * apart and end at `now`, so the last week holds ~5,000 of them; 1 in 2,000 approved rows waits
 * for a scheduled publication.
 */
export async function loadNewsroom(dir: string, research: number, others: number, now: number): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'bench.db');
  const url = `sqlite:${file}`;
  const db = openDatabase(url);
  await migrateToLatest(db.kysely, db.dialect);
  const config = loadConfig({ DATABASE_URL: url, ADMIN_PASSWORD: BENCH_PASSWORD, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  await ensureFirstOwner({ db, config, clock: systemClock } as AppContext);
  await db.close();

  const native = new Database(file);
  native.pragma('journal_mode = WAL');
  native.pragma('synchronous = OFF');
  const random = seededRandom(23);
  const start = new Date(now).toISOString();
  const staff = native.prepare(
    "insert into staff_users (fullname, email, role, status, created_at, updated_at) values (?, ?, 'writter', 'ACTIVE', ?, ?)",
  );
  const contributor = native.prepare(
    "insert into contributors (fullname, email, is_verified, status, created_at, updated_at) values (?, ?, 0, 'ACTIVE', ?, ?)",
  );
  const writerIds: number[] = [];
  native.transaction(() => {
    for (let i = 1; i <= WRITERS; i++)
      writerIds.push(Number(staff.run(`Analis ${i}`, `analis${i}@bench.test`, start, start).lastInsertRowid));
    for (let i = 1; i <= CONTRIBUTORS; i++) contributor.run(`Kontributor ${i}`, `kontributor${i}@bench.test`, start, start);
  })();

  /** One row's workflow columns: `age` steps of two minutes before now. */
  const workflow = (age: number) => {
    const at = new Date(now - age * 120_000).toISOString();
    const status = statusOf(random());
    let scheduled: string | null = null;
    let published: string | null = status === 'APPROVED' || status === 'REQUEST' ? at : null;
    if (status === 'APPROVED' && random() < 0.0005) {
      scheduled = new Date(now + (1 + random() * 14) * 86_400_000).toISOString();
      published = null;
    }
    return { status, at, scheduled, published };
  };

  const algo = (table: 'algo_research' | 'algo_news', count: number) => {
    const summary = table === 'algo_research' ? 'first_summary, short_description' : 'summary, source_name';
    const insert = native.prepare(`insert into ${table} (title, slug, ${summary}, body, status, writter_id, auditor_id,
        scheduled_at, published_at, created_at, updated_at, created_by, updated_by, edited_by)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const batch = native.transaction((from: number, to: number) => {
      for (let n = from; n < to; n++) {
        const w = workflow(count - n);
        const writer = writerIds[n % WRITERS]!;
        const auditor = writerIds[(n + 1) % WRITERS]!;
        insert.run(
          `${table === 'algo_research' ? 'Riset' : 'Berita'} pasar ${n}: prospek emiten perbankan`,
          `${table}-${n}`,
          'Kualitas aset terjaga.',
          table === 'algo_research' ? 'Ringkasan riset perbankan.' : 'Tim Insight',
          BODY,
          w.status,
          writer,
          w.published || w.scheduled ? auditor : null,
          w.scheduled,
          w.published,
          w.at,
          w.at,
          writer,
          writer,
          writer,
        );
      }
    });
    for (let from = 0; from < count; from += 50_000) batch(from, Math.min(count, from + 50_000));
  };
  algo('algo_research', research);
  algo('algo_news', others);

  const circle = native.prepare(`insert into circle_research (status, writter_id, published_at, scheduled_at, content_type, du,
      request_count, article_title, article_slug, first_summary, short_description, first_content, created_at, updated_at)
    values (?, ?, ?, ?, 'COMPANY', 2, 1, ?, ?, 'Pendapatan tumbuh.', 'Catatan kontributor.', ?, ?, ?)`);
  native.transaction(() => {
    for (let n = 0; n < others; n++) {
      const w = workflow(others - n);
      circle.run(
        w.status,
        1 + (n % CONTRIBUTORS),
        w.published,
        w.scheduled,
        `Catatan komunitas ${n}`,
        `komunitas-${n}`,
        BODY,
        w.at,
        w.at,
      );
    }
  })();
  native.pragma('wal_checkpoint(TRUNCATE)');
  native.exec('analyze');
  native.close();
}
