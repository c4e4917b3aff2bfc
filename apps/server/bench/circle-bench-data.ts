import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { COMPANY_THEMES, DEMO_COMPANIES } from '@/seed/demo/circle.demo-data.ts';
import { VOCABULARY, seededRandom, statusByShares } from './resources-bench-data.ts';

/** Status shares of a mature Circle desk: most articles published, a queue of a few percent. */
const SHARES: Array<[string, number]> = [
  ['PENDING', 0.08],
  ['REQUEST', 0.02],
  ['REVISION', 0.06],
  ['REJECTED', 0.08],
  ['DRAFT', 0.06],
];
const BODY_FREE =
  '<p>Pendapatan kuartal terakhir tumbuh di atas rata-rata lima tahun, ditopang permintaan yang pulih di luar Jawa. Margin EBITDA relatif stabil meski beban usaha naik seiring ekspansi.</p>';
const BODY_WALLED =
  '<p>Valuasi: P/E di bawah rata-rata historis; model arus kas terdiskonto menghasilkan nilai wajar di atas harga pasar. Akumulasi bertahap dengan batas risiko 8%.</p>';

const statusOf = statusByShares(SHARES, 'APPROVED');

/**
 * A fresh SQLite database in `dir` holding `count` Circle articles (with their contributors and
 * categories), written through the real migration's triggers, so search and counters are exactly
 * what the server keeps. Titles read like the demo's ("TLKM: Dividen Jumbo …"); each short
 * description carries two words of a 1,200-word vocabulary, so one word finds ~0.17% of articles.
 */
export async function loadCircleArticles(dir: string, count: number): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'bench.db');
  const db = openDatabase(`sqlite:${file}`);
  await migrateToLatest(db.kysely, db.dialect);
  await db.close();

  const native = new Database(file);
  native.pragma('journal_mode = WAL');
  native.pragma('synchronous = OFF');
  const random = seededRandom(11);
  const at = (n: number) => new Date(Date.parse('2022-01-01T00:00:00.000Z') + n * 90_000).toISOString();
  const start = at(0);
  native.transaction(() => {
    const category = native.prepare(
      'insert into research_categories (article_category_name, slug, sort_order, active, created_at, updated_at) values (?, ?, ?, 1, ?, ?)',
    );
    for (let i = 1; i <= 12; i++) category.run(`Kategori ${i}`, `kategori-${i}`, i, start, start);
    const contributor = native.prepare(
      "insert into contributors (fullname, email, is_verified, status, created_at, updated_at) values (?, ?, 0, 'ACTIVE', ?, ?)",
    );
    for (let i = 1; i <= 200; i++) contributor.run(`Kontributor ${i}`, `kontributor${i}@bench.test`, start, start);
  })();

  const insert = native.prepare(`insert into circle_research (
      status, writter_id, article_category_id, published_at, content_type, du, request_count, article_title, article_slug,
      first_summary, short_description, first_content, second_content, created_at, updated_at, deleted_at
    ) values (?, ?, ?, ?, 'COMPANY', 2, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const word = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;
  const batch = native.transaction((from: number, to: number) => {
    for (let n = from; n < to; n++) {
      const company = DEMO_COMPANIES[n % DEMO_COMPANIES.length]!;
      const theme = COMPANY_THEMES[Math.floor(random() * COMPANY_THEMES.length)]!;
      const status = statusOf(random());
      const created = at(n);
      insert.run(
        status,
        1 + (n % 200),
        1 + (n % 12),
        status === 'APPROVED' || status === 'REQUEST' ? created : null,
        `${company.ticker}: ${theme}`,
        `artikel-${n}`,
        `Pendapatan ${company.ticker} tumbuh; ${company.angle}.`,
        `Catatan ${word()} dan ${word()} tentang ${company.name}.`,
        BODY_FREE,
        BODY_WALLED,
        created,
        created,
        n % 97 === 0 ? created : null,
      );
    }
  });
  for (let from = 0; from < count; from += 50_000) batch(from, Math.min(count, from + 50_000));
  native.pragma('wal_checkpoint(TRUNCATE)');
  native.exec('analyze');
  native.close();
}
