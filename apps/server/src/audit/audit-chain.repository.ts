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
 * What a write found when entries already sat beyond the chain's head (inserted around the
 * chain's writers, by hand or by a tool with the database's keys): the highest such entry, and
 * where the write's own entries went instead (after it, linked to the last entry the head vouches
 * for, so the chain passes over the foreign ones and the check names them).
 */
export type ChainSkip = { beyond_head_up_to: number; written_from: number; entries: number };

const skipListeners = new Set<(skip: ChainSkip) => void>();

/**
 * Be told of every write that found entries beyond the chain's head (the server logs it and counts
 * it in its metrics); returns the function that stops it.
 */
export function onChainSkip(listener: (skip: ChainSkip) => void): () => void {
  skipListeners.add(listener);
  return () => skipListeners.delete(listener);
}

/**
 * Append entries to the audit chain inside the caller's transaction (decision 020). The chain's
 * head row is updated first, which locks it until the transaction ends: concurrent writers (and
 * nodes) take their turn, so every entry links to the one committed before it.
 *
 * An entry inserted beyond the head by anyone but a writer (its place taken before a writer gets
 * there) never blocks a write: the same statement moves the head past the highest entry present,
 * so the write's entries go after it, still linked to the last entry the head vouches for. The
 * check (audit-chain-verify.repository.ts) then reports the entries the chain passed over; the
 * write commits, and its listeners (onChainSkip) log and count what it found. In the usual case
 * the statement costs two lookups of the chain's index more than a plain update.
 */
export async function appendAudit(db: Kysely<Database>, rows: readonly AuditContent[]): Promise<void> {
  if (rows.length === 0) return;
  const n = rows.length;
  const head = await sql<{ seq: number | string; last_hash: string; top: number | string | null; top_hash: string | null }>`
    update audit_chain
    set seq = coalesce((select max(chain_seq) from audit_log where chain_seq > audit_chain.seq), audit_chain.seq) + ${n}
    where id = 1
    returning seq, last_hash,
      (select max(chain_seq) from audit_log) as top,
      (select hash from audit_log where chain_seq = (select max(chain_seq) from audit_log)) as top_hash`
    .execute(db)
    .then((result) => result.rows[0]!);
  let seq = Number(head.seq) - n;
  // The head moved past entries it did not write: the highest entry is not the one it vouches for.
  if (head.top !== null && Number(head.top) === seq && head.top_hash !== head.last_hash) {
    const skip = { beyond_head_up_to: seq, written_from: seq + 1, entries: n };
    for (const listener of skipListeners) listener(skip);
  }
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
