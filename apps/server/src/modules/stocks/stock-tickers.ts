import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { badRequest } from '@/http/errors.ts';
import { createStockRepository } from './stock.repository.ts';

/** The message for tickers that are not master stocks. */
export function unknownTickersMessage(unknown: readonly string[]): string {
  const list = unknown.join(', ');
  return unknown.length === 1
    ? `${list} is not a master stock; add it under Tools → Stocks first, or pick another ticker`
    : `${list} are not master stocks; add them under Tools → Stocks first, or pick other tickers`;
}

/**
 * Every ticker is a master stock; otherwise a 400 naming the unknown ones on `field`. The one check
 * of tickers for every area that names stocks (indices, Exclusive research, Insight, …).
 */
export async function assertTickers(db: Kysely<Database>, tickers: readonly string[], field: string): Promise<void> {
  if (tickers.length === 0) return;
  const known = await createStockRepository(db).knownTickers(tickers);
  const unknown = [...new Set(tickers)].filter((t) => !known.has(t));
  if (unknown.length === 0) return;
  throw badRequest(`Unknown ticker${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`, {
    [field]: unknownTickersMessage(unknown),
  });
}
