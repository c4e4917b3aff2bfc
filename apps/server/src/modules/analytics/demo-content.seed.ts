import type { Insertable } from 'kysely';
import type { ContentStatus } from '@rc/contract/statuses';
import type { AlgoNewsTable, AlgoResearchTable } from '@/db/tables/algo-content.table.ts';
import { NEWS_TITLES, RESEARCH_TITLES } from './analytics-demo.data.ts';
import { slugify, type SeededRandom } from './demo-random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export type DemoAuthors = { writter: number | null; auditor: number | null };

/** Mostly live items; the rest sit at each step of the workflow so every status shows up in lists. */
const STATUS_MIX: ContentStatus[] = [
  ...Array<ContentStatus>(16).fill('APPROVED'),
  'REQUEST',
  'DRAFT',
  'PENDING',
  'REVISION',
  'REJECTED',
];

type Common = {
  title: string;
  slug: string;
  status: ContentStatus;
  published_at: string | null;
  created_at: string;
  updated_at: string;
};

function common(rand: SeededRandom, title: string, now: Date, spanDays: number): Common {
  const status = rand.pick(STATUS_MIX);
  const created = new Date(now.getTime() - rand.next() * spanDays * DAY_MS);
  const live = status === 'APPROVED' || status === 'REQUEST';
  const published = live ? new Date(Math.min(now.getTime(), created.getTime() + rand.int(2, 48) * 60 * 60 * 1000)) : null;
  const updated = published ?? created;
  return {
    title,
    slug: slugify(title),
    status,
    published_at: published?.toISOString() ?? null,
    created_at: created.toISOString(),
    updated_at: updated.toISOString(),
  };
}

const paragraph = (title: string, angle: string) =>
  `<p>${title}. ${angle} Tim riset merangkum data kinerja terbaru, membandingkannya dengan konsensus, dan menilai risiko utama bagi investor.</p>`;

export function demoResearch(rand: SeededRandom, now: Date, authors: DemoAuthors): Insertable<AlgoResearchTable>[] {
  return RESEARCH_TITLES.map((title) => {
    const c = common(rand, title, now, 540);
    return {
      ...c,
      first_summary: 'Kinerja kuartalan di atas ekspektasi konsensus.',
      second_summary: 'Valuasi masih di bawah rata-rata lima tahun.',
      third_summary: 'Risiko utama: perlambatan daya beli dan volatilitas rupiah.',
      short_description: `Ringkasan riset eksklusif: ${title}`,
      body: paragraph(title, 'Kami mempertahankan rekomendasi beli dengan target harga yang diperbarui.'),
      thumbnail: null,
      writter_id: authors.writter,
      auditor_id: c.published_at ? authors.auditor : null,
      scheduled_at: null,
      created_by: authors.writter,
      updated_by: authors.writter,
      deleted_at: null,
    };
  });
}

export function demoNews(rand: SeededRandom, now: Date, authors: DemoAuthors): Insertable<AlgoNewsTable>[] {
  return NEWS_TITLES.map((title) => {
    const c = common(rand, title, now, 240);
    return {
      ...c,
      summary: `${title}: ringkasan pergerakan pasar dan dampaknya bagi portofolio.`,
      body: paragraph(title, 'Pelaku pasar mencermati arah kebijakan dan aliran dana asing.'),
      source_name: rand.pick([
        'Bursa Efek Indonesia',
        'Bank Indonesia',
        'Badan Pusat Statistik',
        'Otoritas Jasa Keuangan',
        'Tim Insight',
      ]),
      source_url: null,
      is_breaking: rand.chance(0.1) ? 1 : 0,
      thumbnail: null,
      writter_id: authors.writter,
      auditor_id: c.published_at ? authors.auditor : null,
      scheduled_at: null,
      created_by: authors.writter,
      updated_by: authors.writter,
      deleted_at: null,
    };
  });
}
