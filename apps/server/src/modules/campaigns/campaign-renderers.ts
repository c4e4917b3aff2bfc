import type { Kysely } from 'kysely';
import type { CampaignChannel } from '@rc/contract/deliveries';
import type { Database } from '@/db/schema.ts';
import type { CampaignKind } from './campaign-kinds.ts';
import { createCampaignRepository } from './campaign.repository.ts';
import { htmlToText, prepareMail, type ContentBlock } from './mail-template.ts';

const ids = (value: unknown): number[] =>
  typeof value === 'string' ? (JSON.parse(value) as number[]) : ((value as number[]) ?? []);

/** Blocks of published Exclusive research and Insight items, in the order chosen; unpublished ones are left out. */
async function contentBlocks(
  db: Kysely<Database>,
  siteUrl: string,
  research: readonly number[],
  news: readonly number[],
): Promise<ContentBlock[]> {
  const live = <T extends { deleted_at: string | null; published_at: string | null }>(r: T) =>
    r.deleted_at === null && r.published_at !== null;
  const { research: researchRows, news: newsRows } = await createCampaignRepository(db).content(research, news);
  const blocks: ContentBlock[] = [];
  for (const id of research) {
    const r = researchRows.find((row) => Number(row.id) === id);
    if (r && live(r))
      blocks.push({
        kicker: 'Exclusive research',
        title: r.title,
        summary: r.summary ?? '',
        url: `${siteUrl}/research/${r.slug ?? r.id}`,
      });
  }
  for (const id of news) {
    const n = newsRows.find((row) => Number(row.id) === id);
    if (n && live(n))
      blocks.push({ kicker: 'Insight', title: n.title, summary: n.summary ?? '', url: `${siteUrl}/news/${n.slug ?? n.id}` });
  }
  return blocks;
}

export const researchBlastKind: CampaignKind = {
  name: 'research-blast',
  table: 'research_blasts',
  optedInOnly: false,
  channelOf: (row) => row.channel as CampaignChannel,
  titleOf: (row) => String(row.title),
  async prepare(db, row, siteUrl) {
    const research = row.research_id ? [Number(row.research_id)] : [];
    const blocks = await contentBlocks(db, siteUrl, research, []);
    const title = String(row.title);
    const message = String(row.message);
    const mail = prepareMail({
      heading: title,
      messageHtml: message,
      blocks,
      reason: 'You receive research announcements as a client of the platform.',
    });
    const summary = (blocks[0]?.summary ?? htmlToText(message)).slice(0, 280);
    return (recipient, unsubscribeUrl) => ({
      subject: title,
      ...mail(recipient.fullname, unsubscribeUrl),
      summary,
      link: blocks[0]?.url ?? null,
    });
  },
};

export const newsletterKind: CampaignKind = {
  name: 'newsletter',
  table: 'newsletters',
  optedInOnly: true,
  channelOf: () => 'EMAIL',
  titleOf: (row) => String(row.subject),
  async prepare(db, row, siteUrl) {
    const blocks = await contentBlocks(db, siteUrl, ids(row.research_ids), ids(row.news_ids));
    const subject = String(row.subject);
    const mail = prepareMail({
      heading: subject,
      preheader: row.preheader ? String(row.preheader) : null,
      messageHtml: String(row.body),
      blocks,
      reason: 'You receive this newsletter because you subscribed to it.',
    });
    return (recipient, unsubscribeUrl) => ({
      subject,
      ...mail(recipient.fullname, unsubscribeUrl),
      summary: String(row.preheader ?? '') || subject,
      link: blocks[0]?.url ?? null,
    });
  },
};

export const CAMPAIGN_KINDS: readonly CampaignKind[] = [researchBlastKind, newsletterKind];
