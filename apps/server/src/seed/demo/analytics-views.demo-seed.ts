import { VIEW_AUDIENCES, VIEW_SECTIONS, DEFAULT_VIEW_ACTION } from '@rc/contract/analytics';
import { DEMO_CONTENT_IDS, DEMO_DAILY_VIEWS, WEEKDAY_FACTOR } from './analytics.demo-data.ts';
import type { SeededRandom } from './demo-random.ts';
import type { NewViewEvent } from '@/modules/analytics/view-event.repository.ts';
import type { RollupDelta } from '@/modules/analytics/view-rollup.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Expected views of one day: weekly rhythm, steady growth (45% of today's traffic five years ago), a year-end lull, news spikes. */
function dayShape(day: Date, historyStart: Date, now: Date, spike: number): number {
  const progress = (day.getTime() - historyStart.getTime()) / (now.getTime() - historyStart.getTime());
  const trend = 0.45 + 0.55 * progress;
  const month = day.getUTCMonth();
  const date = day.getUTCDate();
  const yearEnd = (month === 11 && date >= 24) || (month === 0 && date === 1) ? 0.65 : 1;
  return WEEKDAY_FACTOR[day.getUTCDay()]! * trend * yearEnd * spike;
}

/** Daily roll-ups from `historyStart` up to yesterday, written directly: the history a new install shows. */
export function demoHistoryRollups(rand: SeededRandom, historyStart: Date, now: Date): RollupDelta[] {
  const today = now.toISOString().slice(0, 10);
  const rows: RollupDelta[] = [];
  for (let t = historyStart.getTime(); ; t += DAY_MS) {
    const day = new Date(t);
    const name = day.toISOString().slice(0, 10);
    if (name >= today) break;
    // A market-moving day lifts every section at once, Insight the most.
    const weekday = day.getUTCDay() % 6 !== 0;
    const spike = weekday && rand.chance(0.02) ? 1.4 + rand.next() * 0.5 : 1;
    for (const section of VIEW_SECTIONS) {
      const sectionSpike = section === 'INSIGHT' ? spike : 1 + (spike - 1) / 3;
      for (const audience of VIEW_AUDIENCES) {
        const noise = 1 + (rand.next() - 0.5) * 0.16;
        const total = Math.round(DEMO_DAILY_VIEWS[section][audience] * dayShape(day, historyStart, now, sectionSpike) * noise);
        rows.push({ section, audience, day: name, action: DEFAULT_VIEW_ACTION, total });
      }
    }
  }
  return rows;
}

/** Today's views so far as raw events (the ingestion path rolls them up), spread from midnight UTC to now. */
export function demoTodayEvents(rand: SeededRandom, now: Date): NewViewEvent[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const elapsed = now.getTime() - midnight;
  const share = elapsed / DAY_MS;
  const receivedAt = now.toISOString();
  const events: NewViewEvent[] = [];
  for (const section of VIEW_SECTIONS) {
    for (const audience of VIEW_AUDIENCES) {
      const count = Math.round(DEMO_DAILY_VIEWS[section][audience] * WEEKDAY_FACTOR[now.getUTCDay()]! * share);
      for (let i = 0; i < count; i++) {
        events.push({
          section,
          content_id: rand.int(1, DEMO_CONTENT_IDS[section]),
          audience,
          action: DEFAULT_VIEW_ACTION,
          occurred_at: new Date(midnight + Math.floor(rand.next() * elapsed)).toISOString(),
          received_at: receivedAt,
          api_key_id: null,
        });
      }
    }
  }
  return events;
}
