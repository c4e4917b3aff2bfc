import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import type { LatestClose } from './pick-returns.ts';

/** Reads of the institution area beside the engine's: an institution's state, its content and selections. */
export function createInstitutionRepository(db: Kysely<Database>) {
  return {
    institutionState(id: number) {
      return db
        .selectFrom('institutions')
        .select(['id', 'name', 'broker_code', 'status', 'deleted_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The latest daily close of each ticker. There is no daily stock data yet: it arrives with the
     * stocks area (STOCKDATA), and this becomes a read of its latest row per ticker. Until then
     * every pick's return is unknown (null), never a made-up figure.
     */
    async latestCloses(_tickers: readonly string[]): Promise<Map<string, LatestClose>> {
      return new Map();
    },
  };
}

export type InstitutionRepository = ReturnType<typeof createInstitutionRepository>;
