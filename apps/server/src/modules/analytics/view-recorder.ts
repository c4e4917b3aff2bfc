import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { createViewEventRepository, type NewViewEvent } from './view-event.repository.ts';
import { createViewRollupRepository, type RollupDelta } from './view-rollup.repository.ts';

/** Count events per UTC day × section × audience × action, keys sorted (see RollupRepository.add). */
export function aggregateByDay(
  events: readonly Pick<NewViewEvent, 'section' | 'audience' | 'action' | 'occurred_at'>[],
): RollupDelta[] {
  const totals = new Map<string, RollupDelta>();
  for (const e of events) {
    const day = e.occurred_at.slice(0, 10);
    const key = `${e.section}|${e.audience}|${day}|${e.action}`;
    const hit = totals.get(key);
    if (hit) hit.total++;
    else totals.set(key, { section: e.section, audience: e.audience, day, action: e.action, total: 1 });
  }
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

/**
 * Store raw events and move their roll-ups in the same transaction (pass it as `trx`): the
 * dashboard reads only roll-ups, and they can never disagree with the events.
 */
export async function recordViews(trx: Kysely<Database>, events: readonly NewViewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await createViewEventRepository(trx).insertMany(events);
  await createViewRollupRepository(trx).add(aggregateByDay(events));
}
