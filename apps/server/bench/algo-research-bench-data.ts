import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { rolePreset } from '@rc/contract/permissions';
import { hashPassword } from '@/auth/password-hash.ts';
import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import { createStaffUserRepository } from '@/auth/staff-user.repository.ts';
import { COMPANY_THEMES, DEMO_COMPANIES } from '@/seed/demo/circle.demo-data.ts';
import { BENCH_PASSWORD } from './bench-server.ts';
import { VOCABULARY, seededRandom, statusByShares } from './resources-bench-data.ts';

/** Status shares of a busy research desk: most research published, a review queue of a few percent. */
const SHARES: Array<[string, number]> = [
  ['PENDING', 0.05],
  ['REQUEST', 0.01],
  ['REVISION', 0.04],
  ['REJECTED', 0.03],
  ['DRAFT', 0.07],
];
const WRITERS = 12;
const PLANS = ['BASIC_30', 'PRO_30', 'PRO_365'];
const BODY =
  '<h2>Ringkasan</h2><p>Pendapatan kuartal terakhir tumbuh di atas rata-rata lima tahun, ditopang permintaan yang pulih di luar Jawa.</p><ul><li>Margin EBITDA stabil.</li><li>Rasio utang rendah.</li></ul><p>Valuasi: P/E di bawah rata-rata historis; akumulasi bertahap dengan batas risiko 8%.</p>';

const statusOf = statusByShares(SHARES, 'APPROVED');

/**
 * A fresh SQLite database in `dir` with `count` Exclusive research records (and their tickers and
 * plans), an owner (owner@demo.test, BENCH_PASSWORD) and WRITERS staff authors, written through the
 * real migrations' triggers, so search and counters are what the server keeps. Each first summary
 * carries two words of a 1,200-word vocabulary, so one word finds ~0.17% of the records.
 */
export async function loadAlgoResearch(dir: string, count: number): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'bench.db');
  const db = openDatabase(`sqlite:${file}`);
  await migrateToLatest(db.kysely, db.dialect);
  const start = '2022-01-01T00:00:00.000Z';
  const hash = await hashPassword(BENCH_PASSWORD);
  const staff = createStaffUserRepository(db.kysely);
  for (let i = 0; i <= WRITERS; i++) {
    const owner = i === 0;
    const row = await staff.insert({
      fullname: owner ? 'Pemilik Bench' : `Analis Riset ${i}`,
      email: owner ? 'owner@demo.test' : `analis${i}@bench.test`,
      phone: null,
      gender: 'female',
      role: owner ? 'owner' : 'writter',
      status: 'ACTIVE',
      password_hash: hash,
      created_at: start,
      updated_at: start,
      created_by: null,
      updated_by: null,
    });
    await createPermissionRepository(db.kysely).replace(row.id, rolePreset(owner ? 'owner' : 'writter'));
  }
  await db.close();

  const native = new Database(file);
  native.pragma('journal_mode = WAL');
  native.pragma('synchronous = OFF');
  const random = seededRandom(29);
  const at = (n: number) => new Date(Date.parse(start) + n * 90_000).toISOString();
  native.transaction(() => {
    const category = native.prepare(
      'insert into research_categories (article_category_name, slug, sort_order, active, created_at, updated_at) values (?, ?, ?, 1, ?, ?)',
    );
    for (let i = 1; i <= 12; i++) category.run(`Kategori ${i}`, `kategori-${i}`, i, start, start);
  })();

  const insert = native.prepare(`insert into algo_research (
      status, writter_id, edited_by, category_id, published_at, title, slug, first_summary, short_description, body,
      created_at, updated_at, deleted_at
    ) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const ticker = native.prepare('insert into algo_research_tickers (owner_id, value, position) values (?, ?, 0)');
  const plan = native.prepare('insert into algo_research_plans (owner_id, value, position) values (?, ?, 0)');
  const word = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;
  const batch = native.transaction((from: number, to: number) => {
    for (let n = from; n < to; n++) {
      const company = DEMO_COMPANIES[n % DEMO_COMPANIES.length]!;
      const theme = COMPANY_THEMES[Math.floor(random() * COMPANY_THEMES.length)]!;
      const status = statusOf(random());
      const created = at(n);
      const writer = 2 + (n % WRITERS);
      const id = insert.run(
        status,
        writer,
        writer,
        1 + (n % 12),
        status === 'APPROVED' || status === 'REQUEST' ? created : null,
        `${company.ticker}: ${theme}`,
        `riset-${n}`,
        `Catatan ${word()} dan ${word()} tentang ${company.name}.`,
        `Riset eksklusif ${company.ticker}: ${company.angle}.`,
        BODY,
        created,
        created,
        n % 97 === 0 ? created : null,
      ).lastInsertRowid;
      ticker.run(id, company.ticker);
      if (n % 5 !== 0) plan.run(id, PLANS[n % PLANS.length]);
    }
  });
  for (let from = 0; from < count; from += 50_000) batch(from, Math.min(count, from + 50_000));
  native.pragma('wal_checkpoint(TRUNCATE)');
  native.exec('analyze');
  native.close();
}
