import type { Kysely } from 'kysely';
import type { ContentStatus } from '@rc/contract/statuses';
import type { AppContext } from '@/context.ts';
import type { MediaStore } from '@/uploads/media-store.ts';
import type { Database } from '@/db/schema.ts';
import { seededRandom, slugify, type SeededRandom } from './demo-random.ts';
import { placeholderPng } from './demo-png.ts';
import { publishJob } from '@/resources/workflow/workflow.service.ts';
import { demoPdf } from './demo-pdf.ts';
import { DEMO_BROKERS, DEMO_PRICES, DEMO_REPORTS, DEMO_SELECTIONS } from './institution.demo-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Every workflow step, then mostly published. */
const REPORT_STEPS: ContentStatus[] = ['PENDING', 'REQUEST', 'DRAFT', 'REVISION', 'REJECTED', 'SCHEDULED', 'PENDING'];
const SELECTION_STEPS: ContentStatus[] = [
  'PENDING',
  'REVISION',
  'APPROVED',
  'REQUEST',
  'REJECTED',
  'DRAFT',
  'PENDING',
  'APPROVED',
];

type Pick = {
  ticker: string;
  action: string;
  entry_price: number;
  target_price: number | null;
  stop_loss: number | null;
  rationale: string | null;
};

/**
 * Demo broker data (SEED_DEMO): eight brokers with their logos, their reports at every workflow
 * step with a small PDF each, and stock selections at every step. Filled only while the
 * institutions table is empty; reports need the master data (categories, tags) and staff.
 */
export async function seedInstitutionDemo(
  ctx: AppContext,
): Promise<{ institutions: number; content: number; selections: number }> {
  const db = ctx.db.kysely;
  if (await db.selectFrom('institutions').select('id').limit(1).executeTakeFirst())
    return { institutions: 0, content: 0, selections: 0 };
  const rand = seededRandom(71);
  const now = ctx.clock.now();
  const staff = await db.selectFrom('staff_users').select(['id', 'role']).where('deleted_at', 'is', null).orderBy('id').execute();
  const authors = staff.filter((s) => s.role === 'writter' || s.role === 'admin').map((s) => s.id);
  const writers = authors.length > 0 ? authors : staff.map((s) => s.id);
  const auditor = staff.find((s) => s.role === 'auditor')?.id ?? null;
  const categories = (await db.selectFrom('research_categories').select('id').where('deleted_at', 'is', null).execute()).map(
    (c) => c.id,
  );
  const tags = (
    await db
      .selectFrom('master_tags')
      .select(['id', 'applies_to'])
      .where('deleted_at', 'is', null)
      .where('applies_to', '!=', 'NEWS')
      .execute()
  ).map((t) => t.id);

  const files = await writeFiles(ctx.media);
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const [i, broker] of DEMO_BROKERS.entries()) {
      const at = new Date(now.getTime() - (120 - i) * DAY_MS).toISOString();
      const row = await trx
        .insertInto('institutions')
        .values({
          name: broker.name,
          broker_code: broker.code,
          logo: files.logos[i]!,
          website: broker.website,
          description: `${broker.name} (kode broker ${broker.code}) menerbitkan riset ekuitas, sektor dan makro untuk investor ritel dan institusi.`,
          status: 'ACTIVE',
          sort_order: (i + 1) * 10,
          created_at: at,
          updated_at: at,
          created_by: null,
          updated_by: null,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const content = await seedReports(ctx, trx, rand, now, { ids, writers, auditor, categories, tags, pdfs: files.pdfs });
    const selections = await seedSelections(trx, rand, now, ids, auditor);
    return { institutions: ids.length, content, selections };
  });
}

async function writeFiles(media: MediaStore): Promise<{ logos: string[]; pdfs: string[] }> {
  const logos: string[] = [];
  for (const broker of DEMO_BROKERS) {
    const file = `institution/demo-logo-${broker.code.toLowerCase()}.png`;
    const [r, g, b] = broker.colour;
    await media.put(
      file,
      placeholderPng(96, 96, [r, g, b], [Math.min(255, r + 90), Math.min(255, g + 90), Math.min(255, b + 90)]),
      'image/png',
    );
    logos.push(file);
  }
  const pdfs: string[] = [];
  for (const [i, report] of DEMO_REPORTS.entries()) {
    const file = `institution-content/demo-report-${i + 1}.pdf`;
    const lines = [
      `Jenis laporan: ${report.type}`,
      report.tickers.length ? `Saham: ${report.tickers.join(', ')}` : 'Cakupan: ekonomi makro Indonesia',
      '',
      'Ringkasan: kinerja dan prospek dirangkum dari data terbaru dan konsensus analis.',
      'Laporan ini hanya untuk keperluan demonstrasi Research Console.',
    ];
    await media.put(file, demoPdf(report.title, lines), 'application/pdf');
    pdfs.push(file);
  }
  return { logos, pdfs };
}

type ReportContext = {
  ids: number[];
  writers: number[];
  auditor: number | null;
  categories: number[];
  tags: number[];
  pdfs: string[];
};

async function seedReports(
  ctx: AppContext,
  trx: Kysely<Database>,
  rand: SeededRandom,
  now: Date,
  x: ReportContext,
): Promise<number> {
  for (const [i, report] of DEMO_REPORTS.entries()) {
    const step = REPORT_STEPS[i] ?? (rand.chance(0.85) ? 'APPROVED' : 'PENDING');
    const status: ContentStatus = step;
    const live = step === 'APPROVED' || step === 'REQUEST';
    const created = new Date(now.getTime() - (i < REPORT_STEPS.length ? rand.int(1, 6) : rand.int(7, 90)) * DAY_MS);
    const published = live ? new Date(Math.min(now.getTime() - HOUR_MS, created.getTime() + rand.int(2, 30) * HOUR_MS)) : null;
    const scheduled = step === 'SCHEDULED' ? new Date(now.getTime() + rand.int(1, 3) * DAY_MS) : null;
    const writer = x.writers[i % x.writers.length]!;
    const summary = `${report.title}: ringkasan temuan utama dan rekomendasi dari tim riset.`;
    const body = `<h2>Ringkasan</h2><p>${summary}</p><ul><li>Data terbaru dibandingkan dengan konsensus.</li><li>Risiko utama dan katalis ke depan.</li></ul>`;
    const row = {
      institution_id: x.ids[i % x.ids.length]!,
      writter_id: writer,
      category_id: x.categories.length ? rand.pick(x.categories) : null,
      report_type: report.type,
      title: step === 'REQUEST' ? `${report.title} (pembaruan)` : report.title,
      slug: slugify(report.title),
      thumbnail: null,
      pdf: x.pdfs[i]!,
      summary,
      body,
      status,
      auditor_id: live || step === 'SCHEDULED' || step === 'REVISION' || step === 'REJECTED' ? x.auditor : null,
      published_at: published?.toISOString() ?? null,
      scheduled_at: scheduled?.toISOString() ?? null,
      edited_by: writer,
      response_note:
        step === 'REVISION'
          ? 'Lengkapi sumber data proyeksi dan tanggal harga acuan.'
          : step === 'REJECTED'
            ? 'Laporan ini sudah kedaluwarsa.'
            : null,
      live_snapshot:
        step === 'REQUEST'
          ? JSON.stringify({
              institution_id: x.ids[i % x.ids.length],
              title: report.title,
              report_type: report.type,
              summary,
              body,
              pdf: x.pdfs[i],
              thumbnail: null,
              category_id: null,
              tags: [],
              tickers: report.tickers,
            })
          : null,
      created_at: created.toISOString(),
      updated_at: (published ?? created).toISOString(),
      created_by: writer,
      updated_by: writer,
      deleted_at: null,
    };
    const { id } = await trx.insertInto('institution_content').values(row).returning('id').executeTakeFirstOrThrow();
    if (row.scheduled_at) await ctx.jobs.enqueue(trx, publishJob('institution-content', id, row.scheduled_at));
    const tags = x.tags.length ? [rand.pick(x.tags)] : [];
    if (tags.length)
      await trx
        .insertInto('institution_content_tags')
        .values(tags.map((value, position) => ({ owner_id: id, value, position })))
        .execute();
    if (report.tickers.length)
      await trx
        .insertInto('institution_content_tickers')
        .values(report.tickers.map((value, position) => ({ owner_id: id, value, position })))
        .execute();
  }
  return DEMO_REPORTS.length;
}

/** A ticker's close on or before `day` in the demo daily data (null before it is seeded, or without one). */
async function closeOn(trx: Kysely<Database>, ticker: string, day: string): Promise<number | null> {
  const row = await trx
    .selectFrom('stock_data')
    .select('close')
    .where('ticker', '=', ticker)
    .where('date', '<=', day)
    .where('deleted_at', 'is', null)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.close) : null;
}

/** Picks entered at the price of the day before the period (the demo daily data's, when there is one). */
async function demoPicks(trx: Kysely<Database>, rand: SeededRandom, day: string): Promise<Pick[]> {
  const tickers = Object.keys(DEMO_PRICES);
  const chosen = new Set<string>();
  const want = rand.int(3, 6);
  while (chosen.size < want) chosen.add(rand.pick(tickers));
  const entries = new Map<string, number>();
  for (const ticker of chosen) entries.set(ticker, (await closeOn(trx, ticker, day)) ?? DEMO_PRICES[ticker]!);
  return [...chosen].map((ticker) => {
    const entry = entries.get(ticker)!;
    const action = rand.chance(0.65) ? 'BUY' : rand.pick(['HOLD', 'SELL']);
    const round = (v: number) => Math.max(1, Math.round(v / 5) * 5);
    return {
      ticker,
      action,
      entry_price: entry,
      target_price: action === 'SELL' ? round(entry * 0.88) : round(entry * (1.08 + rand.next() * 0.15)),
      stop_loss: action === 'BUY' ? round(entry * 0.93) : null,
      rationale:
        action === 'BUY'
          ? 'Valuasi menarik dengan katalis laba kuartal berikutnya.'
          : action === 'HOLD'
            ? 'Menunggu konfirmasi tren.'
            : 'Risiko penurunan margin.',
    };
  });
}

async function seedSelections(
  trx: Kysely<Database>,
  rand: SeededRandom,
  now: Date,
  ids: number[],
  auditor: number | null,
): Promise<number> {
  for (const [i, title] of DEMO_SELECTIONS.entries()) {
    const status = SELECTION_STEPS[i] ?? 'APPROVED';
    const created = new Date(now.getTime() - rand.int(1, 40) * DAY_MS);
    const from = new Date(created.getTime() + DAY_MS);
    const to = new Date(from.getTime() + 4 * DAY_MS);
    const live = status === 'APPROVED' || status === 'REQUEST';
    const picks = await demoPicks(trx, rand, created.toISOString().slice(0, 10));
    const { id } = await trx
      .insertInto('institution_stock_placements')
      .values({
        institution_id: ids[i % ids.length]!,
        title,
        period_from: from.toISOString().slice(0, 10),
        period_to: to.toISOString().slice(0, 10),
        status,
        auditor_id: live || status === 'REVISION' || status === 'REJECTED' ? auditor : null,
        published_at: live ? new Date(created.getTime() + 6 * HOUR_MS).toISOString() : null,
        scheduled_at: null,
        edited_by: null,
        response_note:
          status === 'REVISION'
            ? 'Stop loss untuk setiap BUY belum lengkap di versi sebelumnya.'
            : status === 'REJECTED'
              ? 'Periode sudah lewat.'
              : null,
        live_snapshot:
          status === 'REQUEST'
            ? JSON.stringify({
                title,
                period_from: from.toISOString().slice(0, 10),
                period_to: to.toISOString().slice(0, 10),
                picks: picks.slice(1),
              })
            : null,
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
        created_by: null,
        updated_by: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('institution_stock_picks')
      .values(
        picks.map((p, position) => ({
          owner_id: id,
          value: p.ticker,
          position,
          action: p.action,
          entry_price: p.entry_price,
          target_price: p.target_price,
          stop_loss: p.stop_loss,
          rationale: p.rationale,
        })),
      )
      .execute();
  }
  return DEMO_SELECTIONS.length;
}
