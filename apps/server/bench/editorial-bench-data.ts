import { loadConfig } from '@/config.ts';
import { systemClock, type AppContext } from '@/context.ts';
import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { ensureFirstOwner } from '@/seed/first-start.ts';
import { BENCH_PASSWORD } from './bench-server.ts';
import { addContributors, rowWriter } from './bench-rows.ts';
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
 * A fresh database at `url` (an SQLite file or PostgreSQL) for the editorial desk: the first owner
 * (BENCH_PASSWORD), 20 staff writers, 200 contributors, `research` Exclusive research rows and
 * `others` each of Insight and Circle, written through the migrations' triggers (search,
 * counters). Rows are two minutes apart and end at `now`, so the last week holds ~5,000 of them;
 * 1 in 2,000 approved rows waits for a scheduled publication.
 */
export async function loadNewsroom(url: string, research: number, others: number, now: number): Promise<void> {
  const db = openDatabase(url);
  await migrateToLatest(db.kysely, db.dialect);
  const config = loadConfig({ DATABASE_URL: url, ADMIN_PASSWORD: BENCH_PASSWORD, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  await ensureFirstOwner({ db, config, clock: systemClock } as AppContext);
  const start = new Date(now).toISOString();
  const writers = await db.kysely
    .insertInto('staff_users')
    .values(
      Array.from({ length: WRITERS }, (_, i) => ({
        fullname: `Analis ${i + 1}`,
        email: `analis${i + 1}@bench.test`,
        gender: 'female' as const,
        role: 'writter' as const,
        status: 'ACTIVE' as const,
        created_at: start,
        updated_at: start,
      })),
    )
    .returning('id')
    .execute();
  const writerIds = writers.map((w) => Number(w.id));
  await db.close();

  const rows = rowWriter(url);
  const random = seededRandom(23);
  await addContributors(rows, CONTRIBUTORS, start);

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

  const algo = async (table: 'algo_research' | 'algo_news', count: number) => {
    for (let n = 0; n < count; n++) {
      const w = workflow(count - n);
      const writer = writerIds[n % WRITERS]!;
      const auditor = writerIds[(n + 1) % WRITERS]!;
      await rows.add(table, {
        title: `${table === 'algo_research' ? 'Riset' : 'Berita'} pasar ${n}: prospek emiten perbankan`,
        slug: `${table}-${n}`,
        ...(table === 'algo_research'
          ? { first_summary: 'Kualitas aset terjaga.', short_description: 'Ringkasan riset perbankan.' }
          : { summary: 'Kualitas aset terjaga.', source_name: 'Tim Insight' }),
        body: BODY,
        status: w.status,
        writter_id: writer,
        auditor_id: w.published || w.scheduled ? auditor : null,
        scheduled_at: w.scheduled,
        published_at: w.published,
        created_at: w.at,
        updated_at: w.at,
        created_by: writer,
        updated_by: writer,
        edited_by: writer,
      });
    }
  };
  await algo('algo_research', research);
  await algo('algo_news', others);

  for (let n = 0; n < others; n++) {
    const w = workflow(others - n);
    await rows.add('circle_research', {
      status: w.status,
      writter_id: 1 + (n % CONTRIBUTORS),
      published_at: w.published,
      scheduled_at: w.scheduled,
      content_type: 'COMPANY',
      du: 2,
      request_count: 1,
      article_title: `Catatan komunitas ${n}`,
      article_slug: `komunitas-${n}`,
      first_summary: 'Pendapatan tumbuh.',
      short_description: 'Catatan kontributor.',
      first_content: BODY,
      created_at: w.at,
      updated_at: w.at,
    });
  }
  await rows.close();
}
