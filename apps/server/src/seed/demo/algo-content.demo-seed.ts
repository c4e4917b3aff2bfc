import type { Insertable, Kysely } from 'kysely';
import type { ContentStatus } from '@rc/contract/statuses';
import type { AppContext } from '@/context.ts';
import type { MediaStore } from '@/uploads/media-store.ts';
import type { Database } from '@/db/schema.ts';
import type { AlgoNewsTable, AlgoResearchTable } from '@/db/tables/algo-content.table.ts';
import { NEWS_TITLES, RESEARCH_TITLES } from './analytics.demo-data.ts';
import { insertInChunks } from './analytics-clients.demo-seed.ts';
import { seededRandom, slugify, type SeededRandom } from './demo-random.ts';
import { placeholderPng } from './demo-png.ts';
import { publishJob } from '@/resources/workflow/workflow.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Demo research and news go through every step: most are live, the first few sit at each other step. */
const FIRST_STATUSES: Step[] = [
  'PENDING',
  'REQUEST',
  'SCHEDULED',
  'REVISION',
  'DRAFT',
  'PENDING',
  'REJECTED',
  'SCHEDULED',
  'REQUEST',
];
type Step = ContentStatus;
const LATER_MIX: Step[] = [...Array<Step>(16).fill('APPROVED'), 'DRAFT', 'PENDING', 'REVISION'];

const TICKERS = [
  'BBRI',
  'BBCA',
  'BMRI',
  'BBNI',
  'TLKM',
  'ISAT',
  'ASII',
  'UNTR',
  'ANTM',
  'MDKA',
  'ADRO',
  'PTBA',
  'ICBP',
  'UNVR',
  'GOTO',
];
const CHARTS = ['chart-kinerja', 'chart-valuasi', 'chart-sektor'] as const;

type Taxonomy = {
  authors: number[];
  auditor: number | null;
  categories: number[];
  researchTags: number[];
  newsTags: number[];
  plans: string[];
};

type Side = { table: keyof SideTables; value: number | string };
type SideTables = Pick<
  Database,
  'algo_research_tags' | 'algo_research_tickers' | 'algo_research_plans' | 'algo_news_tags' | 'algo_news_tickers'
>;

/**
 * Demo Exclusive research and Insight (SEED_DEMO): the dashboard's published counts, and records at
 * every workflow step for the editors and the desk: several authors, categories, tags, tickers and
 * plans, bodies with headings, lists, a table and a chart image, some scheduled for the next days
 * (with their publishing jobs) and some with a change under review beside the live version.
 * Each table is filled only while it is empty; it needs the master data (categories, tags, plans).
 */
export async function seedAlgoContentDemo(ctx: AppContext): Promise<{ research: number; news: number }> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  const staff = await db.selectFrom('staff_users').select(['id', 'role']).where('deleted_at', 'is', null).orderBy('id').execute();
  const byRole = (role: string) => staff.filter((s) => s.role === role).map((s) => s.id);
  const authors = [...byRole('writter'), ...byRole('admin'), ...byRole('owner')];
  const tags = await db.selectFrom('master_tags').select(['id', 'applies_to']).where('deleted_at', 'is', null).execute();
  const taxonomy: Taxonomy = {
    authors: authors.length > 0 ? authors : staff.map((s) => s.id),
    auditor: byRole('auditor')[0] ?? null,
    categories: (await db.selectFrom('research_categories').select('id').where('deleted_at', 'is', null).execute()).map(
      (c) => c.id,
    ),
    researchTags: tags.filter((t) => t.applies_to !== 'NEWS').map((t) => t.id),
    newsTags: tags.filter((t) => t.applies_to !== 'RESEARCH').map((t) => t.id),
    plans: (
      await db.selectFrom('subscription_plans').select('code').where('deleted_at', 'is', null).where('is_trial', '=', 0).execute()
    ).map((p) => p.code),
  };
  await writeCharts(ctx.media);

  const result = { research: 0, news: 0 };
  await db.transaction().execute(async (trx) => {
    const empty = async (table: 'algo_research' | 'algo_news') =>
      !(await trx.selectFrom(table).select('id').limit(1).executeTakeFirst());
    if (await empty('algo_research')) result.research = await seedArea(ctx, trx, 'research', seededRandom(23), now, taxonomy);
    if (await empty('algo_news')) result.news = await seedArea(ctx, trx, 'news', seededRandom(37), now, taxonomy);
  });
  return result;
}

async function seedArea(
  ctx: AppContext,
  trx: Kysely<Database>,
  area: 'research' | 'news',
  rand: SeededRandom,
  now: Date,
  taxonomy: Taxonomy,
): Promise<number> {
  const titles = area === 'research' ? RESEARCH_TITLES : NEWS_TITLES;
  const table = area === 'research' ? 'algo_research' : 'algo_news';
  const drafts = titles.map((title, i) => demoRecord(area, rand, title, i, now, taxonomy));
  await insertInChunks(
    trx,
    table,
    drafts.map((d) => d.row as never),
    100,
  );
  const ids = await trx.selectFrom(table).select(['id', 'slug']).execute();
  const idOf = new Map(ids.map((r) => [r.slug, r.id]));
  const sides: Record<string, { owner_id: number; value: never; position: number }[]> = {};
  for (const d of drafts) {
    const id = idOf.get(d.row.slug)!;
    d.sides.forEach((s, position) => (sides[s.table] ??= []).push({ owner_id: id, value: s.value as never, position }));
    if (d.row.scheduled_at) {
      const resource = area === 'research' ? 'algo-research' : 'algo-news';
      await ctx.jobs.enqueue(trx, publishJob(resource, id, d.row.scheduled_at));
    }
  }
  for (const [side, rows] of Object.entries(sides)) await insertInChunks(trx, side as keyof SideTables, rows, 200);
  return drafts.length;
}

type Demo = { row: Insertable<AlgoResearchTable> & Insertable<AlgoNewsTable>; sides: Side[] };

function demoRecord(area: 'research' | 'news', rand: SeededRandom, title: string, i: number, now: Date, x: Taxonomy): Demo {
  const step = FIRST_STATUSES[i] ?? rand.pick(LATER_MIX);
  const author = x.authors[i % x.authors.length] ?? null;
  const spanDays = area === 'research' ? 540 : 240;
  const created = new Date(
    now.getTime() - (i < FIRST_STATUSES.length ? rand.int(1, 10) * DAY_MS : rand.next() * spanDays * DAY_MS),
  );
  const live = step === 'APPROVED' || step === 'REQUEST';
  const published = live ? new Date(Math.min(now.getTime() - HOUR_MS, created.getTime() + rand.int(2, 48) * HOUR_MS)) : null;
  const scheduled = step === 'SCHEDULED' ? new Date(now.getTime() + rand.int(1, 4) * DAY_MS + rand.int(1, 8) * HOUR_MS) : null;
  const reviewed = live || step === 'SCHEDULED' || step === 'REVISION' || step === 'REJECTED';
  const tickers = pickSome(rand, TICKERS, 1, 3);
  const tagPool = area === 'research' ? x.researchTags : x.newsTags;
  const tags = pickSome(rand, tagPool, 1, 3);
  const body = demoBody(title, tickers, i);
  const common = {
    title,
    slug: slugify(title),
    thumbnail: null,
    body,
    status: step,
    writter_id: author,
    auditor_id: reviewed ? x.auditor : null,
    scheduled_at: scheduled?.toISOString() ?? null,
    published_at: published?.toISOString() ?? null,
    category_id: x.categories.length > 0 ? rand.pick(x.categories) : null,
    edited_by: author,
    response_note:
      step === 'REVISION'
        ? 'Tambahkan perbandingan dengan konsensus dan sumber data proyeksi.'
        : step === 'REJECTED'
          ? 'Topik ini sudah dibahas pekan lalu; gabungkan dengan riset sebelumnya.'
          : null,
    created_at: created.toISOString(),
    updated_at: (published ?? created).toISOString(),
    created_by: author,
    updated_by: author,
    deleted_at: null,
  };
  const prefix = area === 'research' ? 'algo_research' : 'algo_news';
  const sides: Side[] = [
    ...tags.map((value) => ({ table: `${prefix}_tags` as const, value })),
    ...tickers.map((value) => ({ table: `${prefix}_tickers` as const, value })),
  ];
  let row: Demo['row'];
  if (area === 'research') {
    // Most research needs a paid plan; about one in five is free for signed-in readers.
    const plans = rand.chance(0.2) || x.plans.length === 0 ? [] : pickSome(rand, x.plans, 1, 2);
    sides.push(...plans.map((value) => ({ table: 'algo_research_plans' as const, value })));
    row = {
      ...common,
      first_summary: 'Kinerja kuartalan di atas ekspektasi konsensus.',
      second_summary: 'Valuasi masih di bawah rata-rata lima tahun.',
      third_summary: 'Risiko utama: perlambatan daya beli dan volatilitas rupiah.',
      short_description: `Ringkasan riset eksklusif: ${title}`,
    } as Demo['row'];
    if (step === 'REQUEST') {
      row.live_snapshot = JSON.stringify(
        liveOf(row, { tags, tickers, plans }, ['first_summary', 'second_summary', 'third_summary', 'short_description']),
      );
      row.title = `${title} (pembaruan)`;
      row.first_summary = 'Kinerja kuartalan di atas ekspektasi; target harga kami naikkan 8%.';
    }
  } else {
    row = {
      ...common,
      summary: `${title}: ringkasan pergerakan pasar dan dampaknya bagi portofolio.`,
      source_name: rand.pick([
        'Bursa Efek Indonesia',
        'Bank Indonesia',
        'Badan Pusat Statistik',
        'Otoritas Jasa Keuangan',
        'Tim Insight',
      ]),
      source_url: null,
      is_breaking: rand.chance(0.1) || i === 0 ? 1 : 0,
    } as Demo['row'];
    if (step === 'REQUEST') {
      row.live_snapshot = JSON.stringify(liveOf(row, { tags, tickers }, ['summary', 'source_name', 'source_url', 'is_breaking']));
      row.title = `${title} (pembaruan)`;
      row.summary = `${title}: pembaruan dengan data penutupan pasar.`;
    }
  }
  return { row, sides };
}

/** The live version of a REQUEST record as the workflow keeps it (every content field but the slug). */
function liveOf(row: Demo['row'], lists: Record<string, unknown[]>, own: string[]): Record<string, unknown> {
  const r = row as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {
    title: r.title,
    thumbnail: r.thumbnail,
    category_id: r.category_id,
    body: r.body,
    ...lists,
  };
  for (const key of own) out[key] = key === 'is_breaking' ? r[key] === 1 : r[key];
  return out;
}

function pickSome<T>(rand: SeededRandom, pool: readonly T[], min: number, max: number): T[] {
  const picked = new Set<T>();
  const want = Math.min(pool.length, rand.int(min, max));
  while (picked.size < want) picked.add(rand.pick(pool));
  return [...picked];
}

/** A body with what real research has: headings, a list, a table and a chart from the media store. */
function demoBody(title: string, tickers: string[], i: number): string {
  const chart = CHARTS[i % CHARTS.length]!;
  const rows = tickers
    .map(
      (t, n) =>
        `<tr><td>${t}</td><td>${(4200 + n * 850).toLocaleString('id-ID')}</td><td>${(5100 + n * 990).toLocaleString('id-ID')}</td><td>Beli</td></tr>`,
    )
    .join('');
  return [
    `<h2>Ringkasan</h2>`,
    `<p>${title}. Tim riset merangkum data kinerja terbaru, membandingkannya dengan konsensus, dan menilai risiko utama bagi investor.</p>`,
    `<h3>Poin penting</h3>`,
    `<ul><li>Pendapatan tumbuh di atas rata-rata industri.</li><li>Margin membaik berkat efisiensi biaya.</li><li>Neraca tetap sehat dengan rasio utang rendah.</li></ul>`,
    `<h3>Rekomendasi</h3>`,
    `<table><thead><tr><th>Kode</th><th>Harga (Rp)</th><th>Target (Rp)</th><th>Rekomendasi</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p><img src="/media/algo-content/${chart}.png" alt="Grafik kinerja"></p>`,
    `<p>Risiko utama: perlambatan daya beli, volatilitas rupiah, dan perubahan regulasi.</p>`,
  ].join('');
}

/** The chart images the demo bodies show, in the media store (written once). */
async function writeCharts(media: MediaStore): Promise<void> {
  const colours = [
    [
      [0x41, 0x98, 0xd3],
      [0x8a, 0xb8, 0xf5],
    ],
    [
      [0x2f, 0x9e, 0x44],
      [0xa9, 0xe3, 0x4b],
    ],
    [
      [0xf0, 0x8c, 0x00],
      [0xff, 0xd4, 0x3b],
    ],
  ] as const;
  for (const [n, name] of CHARTS.entries()) {
    const key = `algo-content/${name}.png`;
    if (!(await media.exists(key))) await media.put(key, placeholderPng(800, 360, colours[n]![0], colours[n]![1]), 'image/png');
  }
}
