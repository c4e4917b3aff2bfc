import type { Insertable, Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import type { ClientTable } from '@/db/tables/client.table.ts';
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES } from './analytics.demo-data.ts';
import type { SeededRandom } from './demo-random.ts';

const DEMO_CLIENTS = 3200;
const DAY_MS = 24 * 60 * 60 * 1000;
const PROVIDERS = ['EMAIL', 'EMAIL', 'EMAIL', 'GOOGLE', 'GOOGLE', 'APPLE'];

/** An Indonesian mobile number as people write it: +62 812-3456-7890. */
function mobileNumber(operator: number, subscriber: number): string {
  const digits = String(subscriber).padStart(8, '0');
  return `+62 8${operator}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * Clients registered over the last five years, more of them lately (the platform grows); most
 * confirmed their email within two days, a few never did, a handful are suspended.
 */
export function demoClients(rand: SeededRandom, now: Date, historyStart: Date): Insertable<ClientTable>[] {
  const span = now.getTime() - historyStart.getTime();
  const emails = new Set<string>();
  const rows: Insertable<ClientTable>[] = [];
  for (let i = 0; i < DEMO_CLIENTS; i++) {
    const first = rand.pick(FIRST_NAMES);
    const last = rand.pick(LAST_NAMES);
    let local = `${first}.${last}`.toLowerCase();
    if (rand.chance(0.5)) local += String(rand.int(1, 99));
    let email = `${local}@${rand.pick(EMAIL_DOMAINS)}`;
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@${rand.pick(EMAIL_DOMAINS)}`;
    emails.add(email);
    // sqrt skews registrations towards the recent past: linear growth of sign-ups.
    const registered = new Date(historyStart.getTime() + Math.sqrt(rand.next()) * span);
    const verified = rand.chance(0.87)
      ? new Date(Math.min(now.getTime(), registered.getTime() + rand.next() * 2 * DAY_MS))
      : null;
    const lastLogin = rand.chance(0.9)
      ? new Date(registered.getTime() + rand.next() * (now.getTime() - registered.getTime()))
      : null;
    const at = registered.toISOString();
    rows.push({
      fullname: `${first} ${last}`,
      email,
      phone: rand.chance(0.8) ? mobileNumber(rand.int(11, 59), rand.int(0, 99_999_999)) : null,
      verified_at: verified?.toISOString() ?? null,
      status: rand.chance(0.02) ? 'SUSPENDED' : 'ACTIVE',
      registered_at: at,
      last_login: lastLogin?.toISOString() ?? null,
      signup_provider: rand.pick(PROVIDERS),
      plan_code: null,
      plan_started_at: null,
      plan_ends_at: null,
      created_at: at,
      updated_at: at,
      created_by: null,
      updated_by: null,
      deleted_at: null,
    });
  }
  return rows;
}

export async function insertInChunks<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  size: number,
) {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}
