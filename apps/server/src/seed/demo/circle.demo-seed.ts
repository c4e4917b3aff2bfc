import type { Insertable, Kysely } from 'kysely';
import type { ContentStatus } from '@rc/contract/statuses';
import type { AppContext } from '@/context.ts';
import type { AuditLogTable, Database } from '@/db/schema.ts';
import { appendAudit } from '@/audit/audit-chain.repository.ts';
import type { CircleResearchTable } from '@/db/tables/circle.table.ts';
import { seededRandom } from './demo-random.ts';
import { firstFreeSlug, slugify } from '@/resources/slug.ts';
import {
  COMPANY_THEMES,
  DEMO_COMPANIES,
  DEMO_CONTRIBUTORS,
  FREE_PARAGRAPHS,
  MACRO_TITLES,
  REJECTION_NOTES,
  REVISION_NOTES,
  SIGNATURE_TITLES,
  SUBMISSION_NOTES,
  WALLED_PARAGRAPHS,
} from './circle.demo-data.ts';
import { readingMinutes } from '@/modules/circle/circle-reading-time.ts';
import { CIRCLE_ENTITY } from '@/modules/circle/circle.repository.ts';

const ARTICLES = 320;
const HOUR = 3_600_000;
/** Share of each status among the demo articles (the rest are APPROVED). */
const STATUS_SHARES: Array<[ContentStatus, number]> = [
  ['PENDING', 0.15],
  ['REQUEST', 0.05],
  ['REVISION', 0.1],
  ['REJECTED', 0.09],
  ['DRAFT', 0.1],
];

type Audit = Insertable<AuditLogTable>;

function statusFor(roll: number): ContentStatus {
  let below = 0;
  for (const [status, share] of STATUS_SHARES) if (roll < (below += share)) return status;
  return 'APPROVED';
}
type Article = Insertable<CircleResearchTable> & { events: Audit[] };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
const paragraphs = (list: string[]) => list.map((p) => `<p>${p}</p>`).join('');
const rupiah = (n: number) => n.toLocaleString('id-ID');

/**
 * Demo contributors (one suspended), their sub-accounts and a few hundred Circle articles in every
 * status, each with the history its status implies (created, submitted, answered, changed,
 * deleted), so the queue, the badge and the timelines are alive on first start. Idempotent: runs
 * only while there is no contributor. Written in one transaction with batched inserts.
 */
export async function seedCircleDemo(ctx: AppContext): Promise<void> {
  const db = ctx.db.kysely;
  if (await db.selectFrom('contributors').select('id').limit(1).executeTakeFirst()) return;
  const reviewers = await db
    .selectFrom('staff_users')
    .select(['id', 'role'])
    .where('role', 'in', ['auditor', 'owner'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const categories = await db
    .selectFrom('research_categories')
    .select(['id', 'article_category_name'])
    .where('deleted_at', 'is', null)
    .execute();
  if (reviewers.length === 0 || categories.length === 0) return;
  const categoryId = (name: string) => (categories.find((c) => c.article_category_name === name) ?? categories[0]!).id;
  const owner = reviewers.find((r) => r.role === 'owner')?.id ?? reviewers[0]!.id;
  const { next: random, pick } = seededRandom(2026);
  const now = ctx.clock.now().getTime();
  const stamp = (ms: number) => new Date(Math.min(ms, now - 60_000)).toISOString();

  await db.transaction().execute(async (trx) => {
    const authors = await insertContributors(trx, stamp(now - 200 * 24 * HOUR));
    const active = authors.filter((a) => a.status === 'ACTIVE');
    const suspended = authors.filter((a) => a.status !== 'ACTIVE');
    const taken = new Set<string>();
    const articles: Article[] = [];

    for (let i = 0; i < ARTICLES; i++) {
      const macro = i % 27 === 13 ? MACRO_TITLES[Math.floor(i / 27) % MACRO_TITLES.length] : undefined;
      const company = DEMO_COMPANIES[i % DEMO_COMPANIES.length]!;
      const theme =
        i < DEMO_COMPANIES.length && SIGNATURE_TITLES[company.ticker]
          ? SIGNATURE_TITLES[company.ticker]!
          : COMPANY_THEMES[(i * 7 + Math.floor(i / DEMO_COMPANIES.length)) % COMPANY_THEMES.length]!;
      const title = macro ? macro[0] : `${company.ticker}: ${theme}`;
      const growth = 4 + Math.round(random() * 26);
      const values = {
        N: macro ? 'Pasar saham Indonesia' : company.name,
        T: macro ? 'IHSG' : company.ticker,
        A: macro ? 'arus dana dan kebijakan moneter' : company.angle,
        G: growth,
        M: 18 + Math.round(random() * 40),
        P: rupiah(500 + Math.round(random() * 95) * 100),
        TP: rupiah(700 + Math.round(random() * 120) * 100),
        PE: (6 + random() * 18).toFixed(1),
      };
      const first = paragraphs(FREE_PARAGRAPHS.filter((_, k) => k !== Math.floor(random() * 4)).map((p) => fill(p, values)));
      const second = paragraphs(WALLED_PARAGRAPHS.map((p) => fill(p, values)));
      let status = statusFor(random());
      // The suspended contributor wrote a few older pieces, published or rejected before the suspension.
      const author = i % 23 === 5 && suspended.length ? pick(suspended) : active[(i * 5 + Math.floor(i / 7)) % active.length]!;
      if (author.status !== 'ACTIVE' && status !== 'APPROVED') status = 'REJECTED';
      const created = now - (ARTICLES - i) * 9 * HOUR - Math.floor(random() * 4 * HOUR);
      const base = slugify(title, 'circle');
      const slug = firstFreeSlug(base, taken);
      taken.add(slug);
      const article: Article = {
        status,
        writter_id: author.id,
        sub_account_id: author.subs.length && random() < 0.6 ? pick(author.subs) : null,
        auditor_id: null,
        article_category_id: categoryId(macro ? macro[1] : company.category),
        published_at: null,
        content_type: macro ? macro[2] : random() < 0.85 ? 'COMPANY' : 'TECHNICAL',
        du: readingMinutes(first, second),
        request_count: 0,
        article_title: title,
        article_slug: slug,
        thumbnail: null,
        first_summary: macro
          ? 'Arus dana asing dan arah suku bunga menentukan langkah IHSG.'
          : `Pendapatan ${company.ticker} tumbuh ${growth}% yoy.`,
        second_summary: macro ? 'Sektor perbankan dan konsumer paling diuntungkan.' : `Margin EBITDA bertahan di ${values.M}%.`,
        third_summary: random() < 0.5 ? `Nilai wajar Rp${values.TP} per saham.` : null,
        short_description: macro
          ? 'Ringkasan kondisi pasar dan apa artinya bagi portofolio investor ritel.'
          : `Catatan komunitas tentang ${company.angle} di ${company.name}.`,
        response_note: null,
        first_content: first,
        second_content: second,
        live_snapshot: null,
        created_at: stamp(created),
        updated_at: stamp(created),
        created_by: null,
        updated_by: null,
        deleted_at: null,
        events: [],
      };
      history(article, created, {
        random,
        reviewer: () => pick(reviewers).id,
        owner,
        stamp,
        deleted: random() < 0.03,
        rework: random() < 0.35,
      });
      articles.push(article);
    }

    for (let start = 0; start < articles.length; start += 50) {
      const batch = articles.slice(start, start + 50);
      const rows = await trx
        .insertInto('circle_research')
        .values(batch.map(({ events: _events, ...row }) => row))
        .returning(['id', 'article_slug'])
        .execute();
      const idOf = new Map(rows.map((r) => [r.article_slug, r.id]));
      const audits = batch.flatMap((a) => a.events.map((e) => ({ ...e, entity_id: String(idOf.get(a.article_slug)) })));
      await appendAudit(trx, audits);
    }
  });
}

type HistoryOptions = {
  random: () => number;
  reviewer: () => number;
  owner: number;
  stamp: (ms: number) => string;
  deleted: boolean;
  rework: boolean;
};

/** The events that lead to the article's status, written to `article.events`; sets the fields they imply. */
function history(article: Article, created: number, o: HistoryOptions): void {
  const event = (
    action: string,
    at: number,
    actor: number | null,
    before?: unknown,
    after?: unknown,
    note?: string | null,
  ): Audit => ({
    actor_id: actor,
    action,
    entity: CIRCLE_ENTITY,
    entity_id: null,
    before: before === undefined ? null : JSON.stringify(before),
    after: after === undefined ? null : JSON.stringify(after),
    note: note ?? null,
    request_id: 'demo-seed',
    created_at: o.stamp(at),
  });
  const e = article.events;
  let at = created;
  const later = (hours: number) => (at += Math.floor((0.5 + o.random()) * hours * HOUR));
  const target = article.status as ContentStatus;
  e.push(
    event('create', at, null, undefined, {
      article_title: article.article_title,
      article_category_id: article.article_category_id,
      status: 'DRAFT',
    }),
  );
  if (target !== 'DRAFT') {
    e.push(
      event(
        'submit',
        later(0.2),
        null,
        { status: 'DRAFT' },
        { status: 'PENDING' },
        o.random() < 0.3 ? SUBMISSION_NOTES[0] : null,
      ),
    );
    article.request_count = 1;
    if (o.rework && target !== 'REVISION') {
      const reviewer = o.reviewer();
      const note = REVISION_NOTES[Math.floor(o.random() * REVISION_NOTES.length)]!;
      e.push(
        event('request-revision', later(20), reviewer, { status: 'PENDING' }, { status: 'REVISION', auditor_id: reviewer }, note),
      );
      e.push(event('update', later(30), null, { first_summary: 'Pendapatan tumbuh.' }, { first_summary: article.first_summary }));
      e.push(event('submit', later(0.1), null, { status: 'REVISION' }, { status: 'PENDING' }, SUBMISSION_NOTES[2]));
      article.request_count = 2;
    }
  }
  const respond = (action: string, to: ContentStatus, note: string | null, publish: boolean) => {
    const reviewer = o.reviewer();
    const time = later(26);
    article.auditor_id = reviewer;
    article.response_note = note;
    if (publish) article.published_at = o.stamp(time);
    e.push(
      event(
        action,
        time,
        reviewer,
        { status: 'PENDING' },
        { status: to, auditor_id: reviewer, ...(publish ? { published_at: o.stamp(time) } : {}) },
        note,
      ),
    );
  };
  if (target === 'APPROVED' || target === 'REQUEST')
    respond('approve', 'APPROVED', o.random() < 0.4 ? 'Rapi dan berimbang; terbit.' : null, true);
  if (target === 'REVISION')
    respond('request-revision', 'REVISION', REVISION_NOTES[Math.floor(o.random() * REVISION_NOTES.length)]!, false);
  if (target === 'REJECTED')
    respond('reject', 'REJECTED', REJECTION_NOTES[Math.floor(o.random() * REJECTION_NOTES.length)]!, false);
  if (target === 'REQUEST') {
    const { events: _events, ...live } = article;
    article.live_snapshot = JSON.stringify({
      article_title: live.article_title,
      article_category_id: live.article_category_id,
      content_type: live.content_type,
      thumbnail: live.thumbnail,
      first_summary: live.first_summary,
      second_summary: live.second_summary,
      third_summary: live.third_summary,
      short_description: live.short_description,
      first_content: live.first_content,
      second_content: live.second_content,
      du: live.du,
    });
    const before = article.first_summary;
    article.first_summary = `${article.first_summary} Data diperbarui dengan laporan kuartal terbaru.`;
    article.first_content = `${article.first_content}<p><strong>Pembaruan:</strong> angka diperbarui setelah rilis laporan keuangan kuartal III.</p>`;
    e.push(event('update', later(200), null, { first_summary: before }, { first_summary: article.first_summary }));
    e.push(event('request-change', later(0.1), null, { status: 'APPROVED' }, { status: 'REQUEST' }, SUBMISSION_NOTES[1]));
    article.request_count = (article.request_count ?? 0) + 1;
  }
  if (o.deleted) {
    const time = later(48);
    article.deleted_at = o.stamp(time);
    e.push(event('delete', time, o.owner, { deleted_at: null }, { deleted_at: o.stamp(time) }));
  }
  article.updated_at = o.stamp(at);
}

type Author = { id: number; status: string; subs: number[] };

async function insertContributors(trx: Kysely<Database>, at: string): Promise<Author[]> {
  const authors: Author[] = [];
  for (const c of DEMO_CONTRIBUTORS) {
    const row = await trx
      .insertInto('contributors')
      .values({
        fullname: c.fullname,
        email: c.email,
        phone: c.phone,
        thumbnail: null,
        short_bio: c.short_bio,
        instagram: c.instagram ?? null,
        linkedin: c.linkedin ?? null,
        twitter: null,
        link_others: null,
        is_verified: c.is_verified ? 1 : 0,
        status: c.status,
        created_at: at,
        updated_at: at,
        created_by: null,
        updated_by: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subs = c.subAccounts.length
      ? await trx
          .insertInto('sub_account_contributors')
          .values(
            c.subAccounts.map((s) => ({
              contributor_id: row.id,
              fullname: s.fullname,
              email: s.email,
              phone: null,
              thumbnail: null,
              short_bio: null,
              status: 'ACTIVE',
              created_at: at,
              updated_at: at,
              created_by: null,
              updated_by: null,
              deleted_at: null,
            })),
          )
          .returning('id')
          .execute()
      : [];
    authors.push({ id: row.id, status: c.status, subs: subs.map((s) => s.id) });
  }
  return authors;
}
