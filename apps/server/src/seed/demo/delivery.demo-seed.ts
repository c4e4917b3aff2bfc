import type { AppContext } from '@/context.ts';
import { seededRandom } from './demo-random.ts';
import { createDeliveryRepository } from '@/modules/campaigns/delivery.repository.ts';
import { SEND_JOB } from '@/modules/campaigns/delivery.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SOURCES = ['SIGNUP', 'SIGNUP', 'ARTICLE', 'CHECKOUT', 'IMPORT'] as const;
const BOUNCES = [
  '550 5.1.1 The email account that you tried to reach does not exist',
  '552 5.2.2 Mailbox full',
  '550 5.7.1 Message rejected as spam by the recipient’s server',
];

type DemoCampaign = {
  daysAgo: number;
  status: 'DRAFT' | 'SCHEDULED' | 'SENT' | 'CANCELLED';
  /** Of the sent ones, about this share bounced. */
  bounce?: number;
};

const BLASTS: Array<
  DemoCampaign & { title: string; message: string; channel: 'EMAIL' | 'IN_APP'; plans: string[]; verified?: boolean }
> = [
  {
    title: 'Riset Baru: BBCA Kualitas Aset Tetap Terjaga',
    message: '<p>Tim riset kami menerbitkan pembaruan BBCA: NIM stabil, kredit tumbuh dua digit, dan rasio NPL terjaga.</p>',
    channel: 'EMAIL',
    plans: ['PRO_30', 'PRO_365'],
    daysAgo: 26,
    status: 'SENT',
    bounce: 0.012,
  },
  {
    title: 'Strategi Pekanan: Rotasi ke Sektor Konsumer',
    message: '<p>Pasar bergerak ke saham defensif. Baca strategi pekan ini dan daftar saham pilihan kami.</p>',
    channel: 'IN_APP',
    plans: [],
    daysAgo: 19,
    status: 'SENT',
  },
  {
    title: 'TLKM: Data Center Jadi Mesin Pertumbuhan Baru',
    message: '<p>Pendapatan data center TLKM naik 30% yoy. Kami menaikkan target harga.</p>',
    channel: 'EMAIL',
    plans: ['PRO_365', 'INSTITUTIONAL_30'],
    verified: true,
    daysAgo: 9,
    status: 'SENT',
    bounce: 0.008,
  },
  {
    title: 'Ulasan Kuartal: Emiten Batu Bara',
    message: '<p>Harga batu bara melemah; kami menurunkan rekomendasi ADRO menjadi HOLD.</p>',
    channel: 'EMAIL',
    plans: ['PRO_30'],
    daysAgo: 4,
    status: 'CANCELLED',
  },
  {
    title: 'Outlook 2027: Sepuluh Saham Pilihan',
    message: '<p>Sepuluh saham pilihan kami untuk tahun depan, dengan target harga dan risikonya.</p>',
    channel: 'EMAIL',
    plans: ['PRO_30', 'PRO_365', 'INSTITUTIONAL_30'],
    daysAgo: -2,
    status: 'SCHEDULED',
  },
  {
    title: 'Riset Baru: UNVR Menunggu Pemulihan Volume',
    message: '<p>Draf pengumuman riset UNVR untuk pelanggan Pro.</p>',
    channel: 'EMAIL',
    plans: ['PRO_30'],
    daysAgo: 0,
    status: 'DRAFT',
  },
];

const EDITIONS: Array<DemoCampaign & { subject: string; preheader: string; body: string }> = [
  {
    subject: 'Weekly Research Digest: 2 November',
    preheader: 'Bank besar, telekomunikasi dan prospek dividen',
    body: '<p>Selamat pagi. Pekan ini kami menyoroti kinerja kuartal ketiga bank besar dan prospek dividen akhir tahun.</p>',
    daysAgo: 21,
    status: 'SENT',
    bounce: 0.01,
  },
  {
    subject: 'Weekly Research Digest: 9 November',
    preheader: 'Rotasi sektor dan saham pilihan pekan ini',
    body: '<p>Selamat pagi. Investor asing kembali mencatat beli bersih; kami membahas sektor yang diuntungkan.</p>',
    daysAgo: 14,
    status: 'SENT',
    bounce: 0.009,
  },
  {
    subject: 'Weekly Research Digest: 16 November',
    preheader: 'Musim laporan keuangan usai: siapa juaranya?',
    body: '<p>Selamat pagi. Musim laporan keuangan kuartal ketiga selesai; inilah ringkasan kami.</p>',
    daysAgo: 7,
    status: 'SENT',
    bounce: 0.011,
  },
  {
    subject: 'Weekly Research Digest: 23 November',
    preheader: 'Outlook 2027 dan sepuluh saham pilihan',
    body: '<p>Selamat pagi. Edisi ini memuat pratinjau outlook 2027 tim riset kami.</p>',
    daysAgo: 0,
    status: 'DRAFT',
  },
];

/**
 * Demo data of blasts and newsletters (SEED_DEMO), after the clients, plans and research: about
 * 60 % of the clients subscribed to the newsletter (a few left since), past blasts and editions
 * with their deliveries (a percent or so bounced), one blast scheduled, one cancelled, and a
 * draft of each. Filled only while there are no blasts.
 */
export async function seedDeliveryDemo(ctx: AppContext): Promise<{ subscribers: number; blasts: number; editions: number }> {
  const db = ctx.db.kysely;
  if (await db.selectFrom('research_blasts').select('id').limit(1).executeTakeFirst())
    return { subscribers: 0, blasts: 0, editions: 0 };
  const rand = seededRandom(1616);
  const now = ctx.clock.now();
  const iso = (daysAgo: number, hour = 9) => {
    const d = new Date(now.getTime() - daysAgo * DAY_MS);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  const staff = await db.selectFrom('staff_users').select(['id', 'role']).where('deleted_at', 'is', null).orderBy('id').execute();
  const writer = staff.find((s) => s.role === 'writter')?.id ?? staff[0]?.id ?? null;
  const sender = staff.find((s) => s.role === 'auditor')?.id ?? staff.find((s) => s.id !== writer)?.id ?? null;
  const latestPublished = (table: 'algo_research' | 'algo_news') =>
    db
      .selectFrom(table)
      .select('id')
      .where('deleted_at', 'is', null)
      .where('published_at', 'is not', null)
      .orderBy('published_at', 'desc')
      .limit(12)
      .execute();
  const research = await latestPublished('algo_research');
  const news = await latestPublished('algo_news');
  const clients = await db.selectFrom('clients').select(['id', 'email', 'fullname', 'registered_at']).orderBy('id').execute();

  return db.transaction().execute(async (trx) => {
    // Subscribers: ~60 % opted in some time after they registered; ~4 % of those left later.
    const subscribers = clients
      .filter(() => rand.chance(0.6))
      .map((c) => {
        const from = Date.parse(c.registered_at);
        const optedIn = new Date(from + rand.next() * Math.max(0, now.getTime() - from) * 0.5).toISOString();
        const left = rand.chance(0.04);
        const leftAt = left
          ? new Date(Date.parse(optedIn) + rand.next() * (now.getTime() - Date.parse(optedIn))).toISOString()
          : null;
        return {
          client_id: c.id,
          email: c.email,
          fullname: c.fullname,
          status: left ? 'UNSUBSCRIBED' : 'SUBSCRIBED',
          source: rand.pick(SOURCES),
          opted_in_at: optedIn,
          unsubscribed_at: leftAt,
          created_at: optedIn,
          updated_at: leftAt ?? optedIn,
          created_by: null,
          updated_by: null,
          deleted_at: null,
        };
      });
    for (let i = 0; i < subscribers.length; i += 200)
      await trx
        .insertInto('newsletter_subscribers')
        .values(subscribers.slice(i, i + 200))
        .execute();

    const deliveries = createDeliveryRepository(trx);
    /** A past campaign's deliveries: everyone in its audience then, a few bounced. */
    const deliver = async (
      campaign: 'research-blast' | 'newsletter',
      id: number,
      channel: string,
      plans: string[],
      verifiedOnly: boolean,
      at: string,
      bounce: number,
    ) => {
      await deliveries.materialise(
        campaign,
        id,
        channel,
        { plans, verifiedOnly, optedInOnly: campaign === 'newsletter', at },
        at,
      );
      // Only those who had opted in by then got an edition.
      if (campaign === 'newsletter')
        await trx
          .deleteFrom('deliveries')
          .where('campaign', '=', campaign)
          .where('campaign_id', '=', id)
          .where('client_id', 'in', (eb) =>
            eb.selectFrom('newsletter_subscribers').select('client_id').where('opted_in_at', '>', at),
          )
          .execute();
      const rows = await trx
        .selectFrom('deliveries')
        .select('id')
        .where('campaign', '=', campaign)
        .where('campaign_id', '=', id)
        .execute();
      const bounced = rows.filter(() => rand.chance(bounce)).map((r) => Number(r.id));
      await trx
        .updateTable('deliveries')
        .set({ status: 'SENT', sent_at: at, updated_at: at, attempts: 1 })
        .where('campaign', '=', campaign)
        .where('campaign_id', '=', id)
        .execute();
      for (const id of bounced)
        await trx
          .updateTable('deliveries')
          .set({ status: 'FAILED', sent_at: null, error: rand.pick(BOUNCES) })
          .where('id', '=', id)
          .execute();
      return { recipient_count: rows.length, sent_count: rows.length - bounced.length, failed_count: bounced.length };
    };

    const record = (daysAgo: number) => ({
      created_at: iso(daysAgo + 1, 15),
      updated_at: iso(Math.max(daysAgo, 0), 9),
      created_by: writer,
      updated_by: writer,
      deleted_at: null,
    });

    for (const b of BLASTS) {
      const at = iso(b.daysAgo);
      const row = await trx
        .insertInto('research_blasts')
        .values({
          ...record(b.daysAgo),
          title: b.title,
          message: b.message,
          research_id: research.length ? Number(rand.pick(research).id) : null,
          channel: b.channel,
          audience: b.plans.length ? 'PLANS' : 'ALL',
          plans: JSON.stringify(b.plans),
          verified_only: b.verified ? 1 : 0,
          scheduled_at: b.status === 'SCHEDULED' ? at : null,
          status: b.status,
          sent_at: b.status === 'SENT' ? at : null,
          sent_by: b.status === 'DRAFT' ? null : sender,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (b.status === 'SENT') {
        const figures = await deliver('research-blast', row.id, b.channel, b.plans, Boolean(b.verified), at, b.bounce ?? 0);
        await trx.updateTable('research_blasts').set(figures).where('id', '=', row.id).execute();
      }
      if (b.status === 'SCHEDULED')
        await ctx.jobs.enqueue(trx, {
          kind: SEND_JOB,
          payload: { campaign: 'research-blast', id: row.id },
          subject: `research-blast:${row.id}`,
          runAt: at,
        });
    }

    for (const [i, e] of EDITIONS.entries()) {
      const at = iso(e.daysAgo, 6);
      const row = await trx
        .insertInto('newsletters')
        .values({
          ...record(e.daysAgo),
          subject: e.subject,
          preheader: e.preheader,
          body: e.body,
          research_ids: JSON.stringify(research.slice(i * 2, i * 2 + 3).map((r) => Number(r.id))),
          news_ids: JSON.stringify(news.slice(i * 2, i * 2 + 2).map((r) => Number(r.id))),
          audience: 'ALL',
          plans: '[]',
          verified_only: 0,
          scheduled_at: null,
          status: e.status,
          sent_at: e.status === 'SENT' ? at : null,
          sent_by: e.status === 'SENT' ? sender : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (e.status === 'SENT') {
        const figures = await deliver('newsletter', row.id, 'EMAIL', [], false, at, e.bounce ?? 0);
        await trx.updateTable('newsletters').set(figures).where('id', '=', row.id).execute();
      }
    }
    return { subscribers: subscribers.length, blasts: BLASTS.length, editions: EDITIONS.length };
  });
}
