import { openDatabase } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { COMPANY_THEMES, DEMO_COMPANIES } from '@/seed/demo/circle.demo-data.ts';
import { addCategories, addContributors, rowWriter } from './bench-rows.ts';
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
 * A fresh database at `url` (an SQLite file or PostgreSQL) holding `count` Circle articles (with
 * their contributors and categories), written through the real migration's triggers, so search and
 * counters are exactly what the server keeps. Titles read like the demo's ("TLKM: Dividen Jumbo …");
 * each short description carries two words of a 1,200-word vocabulary, so one word finds ~0.17% of
 * articles.
 */
export async function loadCircleArticles(url: string, count: number): Promise<void> {
  const db = openDatabase(url);
  await migrateToLatest(db.kysely, db.dialect);
  await db.close();

  const rows = rowWriter(url);
  const random = seededRandom(11);
  const at = (n: number) => new Date(Date.parse('2022-01-01T00:00:00.000Z') + n * 90_000).toISOString();
  const start = at(0);
  await addCategories(rows, 12, start);
  await addContributors(rows, 200, start);
  const word = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]!;
  for (let n = 0; n < count; n++) {
    const company = DEMO_COMPANIES[n % DEMO_COMPANIES.length]!;
    const theme = COMPANY_THEMES[Math.floor(random() * COMPANY_THEMES.length)]!;
    const status = statusOf(random());
    const created = at(n);
    await rows.add('circle_research', {
      status,
      writter_id: 1 + (n % 200),
      article_category_id: 1 + (n % 12),
      published_at: status === 'APPROVED' || status === 'REQUEST' ? created : null,
      content_type: 'COMPANY',
      du: 2,
      request_count: 1,
      article_title: `${company.ticker}: ${theme}`,
      article_slug: `artikel-${n}`,
      first_summary: `Pendapatan ${company.ticker} tumbuh; ${company.angle}.`,
      short_description: `Catatan ${word()} dan ${word()} tentang ${company.name}.`,
      first_content: BODY_FREE,
      second_content: BODY_WALLED,
      created_at: created,
      updated_at: created,
      deleted_at: n % 97 === 0 ? created : null,
    });
  }
  await rows.close();
}
