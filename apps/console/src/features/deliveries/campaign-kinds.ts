import type { Module } from '@rc/contract/modules';
import { formatCount } from '@/lib/numbers.ts';

/** The campaign resources the delivery extensions serve, by resource name. */
export type CampaignName = 'research-blast' | 'newsletter';

export type CampaignKind = {
  name: CampaignName;
  module: Module;
  /** What one campaign is called in sentences ("this blast"). */
  noun: string;
  /** Who may be in the audience at all, said after the count. */
  audienceNote: string;
};

export const CAMPAIGN_KINDS: Record<CampaignName, CampaignKind> = {
  'research-blast': {
    name: 'research-blast',
    module: 'ALGORESEARCHBLAST',
    noun: 'blast',
    audienceNote: 'Active clients who have not opted out; suspended clients are never included.',
  },
  newsletter: {
    name: 'newsletter',
    module: 'NEWSLETTER',
    noun: 'edition',
    audienceNote: 'Only clients who opted in to the newsletter; unsubscribed and suspended clients are never included.',
  },
};

/** "1,234 clients", "1 client". */
export function clientCount(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'client' : 'clients'}`;
}
