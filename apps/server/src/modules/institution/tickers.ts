import type { Kysely } from 'kysely';
import { TICKER_PATTERN } from '@rc/contract/resources/algo-content-fields';
import type { Database } from '@/db/schema.ts';
import { badRequest } from '@/http/errors.ts';

/**
 * The one check of tickers that content and stock selections name (Exclusive research, Insight,
 * institution content, placements). Until master stocks exist it checks their shape only (four
 * upper-case letters); it becomes the master-stock check (every ticker a live master stock) when
 * the MASTERSTOCK area lands, which is why it is async and takes the transaction already.
 * `field` is where the message goes: `tickers`, or a pick's `picks.2.ticker`.
 */
export async function assertKnownTickers(_db: Kysely<Database>, tickers: readonly string[], field: string): Promise<void> {
  const unknown = tickers.filter((t) => !TICKER_PATTERN.test(t));
  if (unknown.length === 0) return;
  throw badRequest('Check the tickers.', {
    [field]: `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a ticker' : 'are not tickers'}: four letters such as BBCA`,
  });
}
