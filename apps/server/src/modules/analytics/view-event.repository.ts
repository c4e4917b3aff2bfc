import type { Insertable, Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import type { ViewEventTable } from '@/db/tables/analytics.table.ts';
import { powerOfTwoChunks } from './statement-chunks.ts';

export type NewViewEvent = Insertable<ViewEventTable>;

/** Seven bound values a row: 512 rows stay far below every driver's parameter limit. */
const MAX_ROWS = 512;

export function createViewEventRepository(db: Kysely<Database>) {
  return {
    async insertMany(rows: readonly NewViewEvent[]): Promise<void> {
      for (const chunk of powerOfTwoChunks(rows, MAX_ROWS)) {
        await db.insertInto('view_events').values(chunk).execute();
      }
    },
  };
}
