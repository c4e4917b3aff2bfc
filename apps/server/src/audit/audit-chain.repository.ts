import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from '@/db/database.ts';
import type { AuditLogTable, Database } from '@/db/schema.ts';
import { executeHeld } from '@/db/held-statement.ts';
import { serverSecret } from '@/db/server-secrets.repository.ts';

/** The link before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry says, as stored (the chain columns and its signature aside). */
export type AuditContent = Omit<Insertable<AuditLogTable>, 'id' | 'chain_seq' | 'prev_hash' | 'hash' | 'mac'>;

const contentOf = (row: AuditContent) => [
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

/** The hash of an entry: its place in the chain, the hash before it and everything it says. */
export function entryHash(seq: number, prevHash: string, row: AuditContent): string {
  return createHash('sha256')
    .update(JSON.stringify([seq, prevHash, ...contentOf(row)]))
    .digest('hex');
}

/**
 * An entry's signature (decision 044): `<nonce>.<HMAC-SHA256 of the nonce and everything the entry
 * says>` under the `audit-entry` key every node shares. Only a server holding the key writes entries
 * whose signature holds, so an entry inserted or changed around the servers is told apart before and
 * after it is sealed; the nonce makes every signature unique (the unique index refuses a copied one).
 */
export function entryMac(key: Buffer, row: AuditContent, nonce = randomBytes(12).toString('base64url')): string {
  const mac = createHmac('sha256', key)
    .update(JSON.stringify([nonce, ...contentOf(row)]))
    .digest('hex');
  return `${nonce}.${mac}`;
}

/** Whether an entry's stored signature is the one the key gives for what it says. */
export function macHolds(key: Buffer, row: AuditContent & { mac?: string | null }): boolean {
  const stored = row.mac ?? '';
  const dot = stored.indexOf('.');
  if (dot <= 0) return false;
  const expected = Buffer.from(entryMac(key, row, stored.slice(0, dot)));
  const given = Buffer.from(stored);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The entry key of a database, read once. A transaction shares its database's adapter, so the key
 * is found from either without a query per write.
 */
const entryKeys = new WeakMap<object, Promise<Buffer>>();
export function auditEntryKey(db: Kysely<Database>): Promise<Buffer> {
  const owner = db.getExecutor().adapter;
  let key = entryKeys.get(owner);
  if (!key) {
    key = serverSecret(db, 'audit-entry').then((value) => Buffer.from(value, 'base64url'));
    key.catch(() => entryKeys.delete(owner));
    entryKeys.set(owner, key);
  }
  return key;
}

/**
 * Append entries inside the caller's transaction (decision 044): each signed, with no place in the
 * chain yet. Nothing is locked: concurrent writers on every node insert side by side, and the sealer
 * (sealAudit) gives the committed entries their places within a second. An entry whose
 * transaction rolls back was never there.
 */
export async function appendAudit(db: Kysely<Database>, rows: readonly AuditContent[]): Promise<void> {
  if (rows.length === 0) return;
  const key = await auditEntryKey(db);
  const values = rows.map((row) => ({ ...row, mac: entryMac(key, row) }));
  // Nothing reads the insert's answer: on PostgreSQL it goes with the transaction's next statement.
  for (let k = 0; k < values.length; k += 200) await executeHeld(db, db.insertInto('audit_log').values(values.slice(k, k + 200)));
}

/**
 * What the sealer found when entries already sat beyond the chain's head (inserted around the
 * sealer, by hand or by a tool with the database's keys): the highest such entry, and where the
 * sealed entries went instead (after it, linked to the last entry the head vouches for, so the chain
 * passes over the foreign ones and the check names them).
 */
export type ChainSkip = { beyond_head_up_to: number; written_from: number; entries: number };

const skipListeners = new Set<(skip: ChainSkip) => void>();

/**
 * Be told of every seal that found entries beyond the chain's head (the server logs it and counts
 * it in its metrics); returns the function that stops it.
 */
export function onChainSkip(listener: (skip: ChainSkip) => void): () => void {
  skipListeners.add(listener);
  return () => skipListeners.delete(listener);
}

/** The advisory lock one sealer at a time holds, on any node (PostgreSQL): "RCaudit" as a number. */
export const AUDIT_SEAL_LOCK = 0x5243_6175_6469;
/** Entries sealed in one transaction. */
export const SEAL_BATCH = 1000;

export type SealResult = {
  /** Entries given their place. */
  sealed: number;
  /** Another sealer held the lock: nothing was done here. */
  busy: boolean;
  /** Entries sealed whose signature does not hold (written or changed around the servers). */
  forged: number;
};

/**
 * Seal the committed entries that have no place yet, in id order, a batch per transaction, until
 * none is left (decision 044). One sealer at a time: on PostgreSQL the transaction first takes an
 * advisory lock and leaves at once when another node holds it; on SQLite the write lock, taken first, is the lock.
 * A sealer that dies mid-batch rolls back with its lock, and the next one starts from the same place.
 *
 * An entry beyond the head (placed around the sealer) never blocks sealing: the batch goes past the
 * highest entry present, linked to the head's last hash, and the listeners (onChainSkip) hear of it.
 * Entries whose signature does not hold are sealed in their turn too, so the chain still fixes their
 * place, and the check reports them as forged.
 */
export async function sealAudit(db: Kysely<Database>, dialect: Dialect, batch = SEAL_BATCH): Promise<SealResult> {
  const key = await auditEntryKey(db);
  const total: SealResult = { sealed: 0, busy: false, forged: 0 };
  for (;;) {
    const step = await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        const lock = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${AUDIT_SEAL_LOCK}) as locked`.execute(trx);
        if (!lock.rows[0]?.locked) return { sealed: 0, busy: true, forged: 0 };
      } else {
        // Take SQLite's write lock before reading, so the reads below see the last committed entries
        // (a read transaction turned writer after another connection wrote would be refused).
        await sql`update audit_chain set seq = seq where id = 1`.execute(trx);
      }
      const pending = await trx
        .selectFrom('audit_log')
        .selectAll()
        .where('chain_seq', 'is', null)
        .orderBy('id')
        .limit(batch)
        .execute();
      if (pending.length === 0) return { sealed: 0, busy: false, forged: 0 };
      const head = await sql<{ seq: number | string; last_hash: string; top: number | string | null; top_hash: string | null }>`
        select seq, last_hash,
          (select max(chain_seq) from audit_log) as top,
          (select hash from audit_log where chain_seq = (select max(chain_seq) from audit_log)) as top_hash
        from audit_chain where id = 1`
        .execute(trx)
        .then((result) => result.rows[0]!);
      let seq = Math.max(Number(head.seq), Number(head.top ?? 0));
      if (head.top !== null && Number(head.top) === seq && seq > 0 && head.top_hash !== head.last_hash) {
        const skip = { beyond_head_up_to: seq, written_from: seq + 1, entries: pending.length };
        for (const listener of skipListeners) listener(skip);
      }
      let prev = head.last_hash;
      let forged = 0;
      const placed = pending.map((row) => {
        seq += 1;
        if (!macHolds(key, row)) forged += 1;
        const hash = entryHash(seq, prev, row);
        const link = { id: Number(row.id), seq, prev, hash };
        prev = hash;
        return link;
      });
      for (let k = 0; k < placed.length; k += 250) {
        const values = sql.join(
          placed.slice(k, k + 250).map((p) => sql`(cast(${p.id} as bigint), cast(${p.seq} as integer), ${p.prev}, ${p.hash})`),
        );
        await sql`with v(id, seq, prev, hash) as (values ${values})
          update audit_log set chain_seq = v.seq, prev_hash = v.prev, hash = v.hash
          from v where audit_log.id = v.id and audit_log.chain_seq is null`.execute(trx);
      }
      await trx
        .updateTable('audit_chain')
        .set({ seq, last_hash: prev, sealed_at: new Date().toISOString() })
        .where('id', '=', 1)
        .execute();
      return { sealed: placed.length, busy: false, forged };
    });
    total.sealed += step.sealed;
    total.forged += step.forged;
    total.busy ||= step.busy;
    if (step.busy || step.sealed < batch) return total;
  }
}

/** The committed entries waiting for their place: how many, and when the oldest was written. */
export async function unsealedEntries(db: Kysely<Database>): Promise<{ entries: number; oldest_at: string | null }> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('chain_seq', 'is', null)
    .executeTakeFirstOrThrow();
  return { entries: Number(row.n), oldest_at: (row.oldest as string | null) ?? null };
}

/** The chain's head as the sealer left it. */
export async function readChainHead(db: Kysely<Database>): Promise<{ seq: number; last_hash: string; sealed_at: string | null }> {
  const head = await db
    .selectFrom('audit_chain')
    .select(['seq', 'last_hash', 'sealed_at'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { seq: Number(head.seq), last_hash: head.last_hash, sealed_at: head.sealed_at };
}
