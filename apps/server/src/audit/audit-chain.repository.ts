import { createHash } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { AuditLogTable, Database } from '@/db/schema.ts';

/** The link before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry says, as stored (the chain columns aside). */
export type AuditContent = Omit<Insertable<AuditLogTable>, 'id' | 'chain_seq' | 'prev_hash' | 'hash'>;

/** The hash of an entry: its place in the chain, the hash before it and everything it says. */
export function entryHash(seq: number, prevHash: string, row: AuditContent): string {
  const content = [
    seq,
    prevHash,
    row.actor_id ?? null,
    row.actor_name ?? null,
    row.action,
    row.entity,
    row.entity_id ?? null,
    row.before ?? null,
    row.after ?? null,
    row.note ?? null,
    row.request_id ?? null,
    row.created_at,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * Append entries to the audit chain inside the caller's transaction (decision 020). The chain's
 * head row is updated first, which locks it until the transaction ends: concurrent writers (and
 * nodes) take their turn, so every entry links to the one committed before it.
 */
export async function appendAudit(db: Kysely<Database>, rows: readonly AuditContent[]): Promise<void> {
  if (rows.length === 0) return;
  const head = await db
    .updateTable('audit_chain')
    .set({ seq: sql<number>`seq + ${rows.length}` })
    .where('id', '=', 1)
    .returning(['seq', 'last_hash'])
    .executeTakeFirstOrThrow();
  let seq = Number(head.seq) - rows.length;
  let prev = head.last_hash;
  const values = rows.map((row) => {
    seq += 1;
    const hash = entryHash(seq, prev, row);
    const linked = { ...row, chain_seq: seq, prev_hash: prev, hash };
    prev = hash;
    return linked;
  });
  for (let k = 0; k < values.length; k += 200) {
    await db
      .insertInto('audit_log')
      .values(values.slice(k, k + 200))
      .execute();
  }
  await db.updateTable('audit_chain').set({ last_hash: prev }).where('id', '=', 1).execute();
}

export type ChainReport =
  | { ok: true; entries: number; last_hash: string }
  | {
      ok: false;
      entries: number;
      /** The first entry that does not hold (by chain position), or null when the end is missing. */
      broken_at: { seq: number; id: number | null };
      reason: string;
    };

/** Walk the whole chain in order and report the first link that does not hold. */
export async function verifyAuditChain(db: Kysely<Database>, pageSize = 2000): Promise<ChainReport> {
  const head = await db.selectFrom('audit_chain').select(['seq', 'last_hash']).where('id', '=', 1).executeTakeFirstOrThrow();
  let expectedSeq = 1;
  let prev = GENESIS_HASH;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('chain_seq', '>=', expectedSeq)
      // Up to the head read above: entries written since (by other connections or nodes) are not
      // yet part of what this check vouches for, and must not read as the head's entries removed.
      .where('chain_seq', '<=', Number(head.seq))
      .orderBy('chain_seq')
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      const seq = Number(row.chain_seq);
      const at = { seq: expectedSeq, id: Number(row.id) };
      if (seq !== expectedSeq) {
        return { ok: false, entries: expectedSeq - 1, broken_at: at, reason: `entry ${expectedSeq} is missing (removed)` };
      }
      if (row.prev_hash !== prev) {
        return { ok: false, entries: seq - 1, broken_at: at, reason: `entry ${seq} does not link to the entry before it` };
      }
      if (entryHash(seq, prev, row) !== row.hash) {
        return {
          ok: false,
          entries: seq - 1,
          broken_at: at,
          reason: `entry ${seq} (id ${row.id}) was changed after it was written`,
        };
      }
      prev = row.hash!;
      expectedSeq += 1;
    }
    if (rows.length < pageSize) break;
  }
  const entries = expectedSeq - 1;
  const outside = await db
    .selectFrom('audit_log')
    .select(['id'])
    .where('chain_seq', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (outside) {
    return {
      ok: false,
      entries,
      broken_at: { seq: expectedSeq, id: Number(outside.id) },
      reason: `entry id ${outside.id} was written outside the chain`,
    };
  }
  if (Number(head.seq) !== entries || head.last_hash !== prev) {
    return {
      ok: false,
      entries,
      broken_at: { seq: expectedSeq, id: null },
      reason: `the chain ends at entry ${entries} but ${Number(head.seq)} were written: the last entries were removed`,
    };
  }
  return { ok: true, entries, last_hash: prev };
}
