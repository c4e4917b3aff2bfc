import { rolePreset } from '@rc/contract/permissions';
import { hashPassword } from '@/auth/password-hash.ts';
import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import { createStaffUserRepository } from '@/auth/staff-user.repository.ts';
import { COMPANY_THEMES, DEMO_COMPANIES } from '@/seed/demo/circle.demo-data.ts';
import { BENCH_PASSWORD } from './bench-server.ts';
import { addCategories, rowWriter } from './bench-rows.ts';
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
 * A fresh database at `url` (an SQLite file or PostgreSQL) with `count` Exclusive research records (and their
 * tickers and plans), an owner (owner@demo.test, BENCH_PASSWORD) and WRITERS staff authors, written
 * through the real migrations' triggers, so search and counters are what the server keeps. Each
 * first summary carries two words of a 1,200-word vocabulary, so one word finds ~0.17% of the records.
 */
export async function loadAlgoResearch(url: string, count: number): Promise<void> {
  const db = openDatabase(url);
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

  const rows = rowWriter(url);
  const random = seededRandom(29);
  const at = (n: number) => new Date(Date.parse(start) + n * 90_000).toISOString();
  await addCategories(rows, 12, start);
  const word = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;
  for (let n = 0; n < count; n++) {
    const company = DEMO_COMPANIES[n % DEMO_COMPANIES.length]!;
    const theme = COMPANY_THEMES[Math.floor(random() * COMPANY_THEMES.length)]!;
    const status = statusOf(random());
    const created = at(n);
    const writer = 2 + (n % WRITERS);
    // The table is empty: its ids count from 1, as its own numbering would.
    const id = n + 1;
    await rows.add('algo_research', {
      id,
      status,
      writter_id: writer,
      edited_by: writer,
      category_id: 1 + (n % 12),
      published_at: status === 'APPROVED' || status === 'REQUEST' ? created : null,
      title: `${company.ticker}: ${theme}`,
      slug: `riset-${n}`,
      first_summary: `Catatan ${word()} dan ${word()} tentang ${company.name}.`,
      short_description: `Riset eksklusif ${company.ticker}: ${company.angle}.`,
      body: BODY,
      created_at: created,
      updated_at: created,
      deleted_at: n % 97 === 0 ? created : null,
    });
    await rows.add('algo_research_tickers', { owner_id: id, value: company.ticker, position: 0 });
    if (n % 5 !== 0) await rows.add('algo_research_plans', { owner_id: id, value: PLANS[n % PLANS.length], position: 0 });
  }
  await rows.close();
}
