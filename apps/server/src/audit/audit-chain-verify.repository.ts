import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditLogTable, Database } from '@/db/schema.ts';
import { auditEntryKey, entryHash, GENESIS_HASH, macHolds, readChainHead } from './audit-chain.repository.ts';

/**
 * What can be wrong with the chain, each found where it is:
 * - `changed`: an entry does not hash to its stored hash (edited after it was written);
 * - `unlinked`: an entry does not link to the entry before it;
 * - `missing`: places in the sequence with no entry (removed), or the last entries removed;
 * - `duplicate`: two entries in one place (possible only with the unique index dropped);
 * - `passed_over`: an entry the chain links past (a write found it beyond the head and went after it);
 * - `beyond_head`: an entry past the last place the chain's head row vouches for;
 * - `forged`: an entry, sealed or waiting, whose signature does not hold: written, or changed before
 *   it was sealed, by someone without the servers' key (decision 044);
 * - `head`: the head row's last hash is not the hash of the entry in its last place.
 */
export type ChainProblemKind =
  'changed' | 'unlinked' | 'missing' | 'duplicate' | 'passed_over' | 'beyond_head' | 'forged' | 'head';
export type ChainProblem = { kind: ChainProblemKind; seq: number | null; id: number | null; message: string };

export type ChainReport = {
  ok: boolean;
  /** Entries that hold before the first problem (all of them when the chain holds). */
  entries: number;
  /** Entries read, on the chain or not. */
  checked: number;
  /** The head row: how many entries the sealer placed, and the last one's hash. */
  head: { seq: number; last_hash: string };
  /** Entries written and not sealed yet (they wait at most about a second while a node runs), and the oldest one's time. */
  unsealed: { entries: number; oldest_at: string | null };
  last_hash?: string;
  /** The first problem, by place in the chain. */
  broken_at?: { seq: number; id: number | null };
  reason?: string;
  /** The first MAX_PROBLEMS problems by place (entries with no place last), and how many there are. */
  problems: ChainProblem[];
  problems_total: number;
};

/** At most this many problems are listed; `problems_total` counts them all. */
export const MAX_PROBLEMS = 100;
/** Entries whose hashes are kept while walking, to tell an entry the chain links past from a break. */
const WINDOW = 4096;

type Row = Selectable<AuditLogTable>;

/**
 * Read every entry of the audit log in chain order (a page at a time, never all at once) and
 * report each problem with where it is (decision 020, issue 48). The head row is read after the
 * entries: every entry the sealer placed is then within it (the sealer commits the places and the
 * head together), so an entry past it was placed around the sealer. Entries sealed while the
 * check runs are read in a further pass before the head is compared.
 */
export async function verifyAuditChain(db: Kysely<Database>, pageSize = 2000): Promise<ChainReport> {
  const key = await auditEntryKey(db);
  const problems: ChainProblem[] = [];
  let total = 0;
  const report = (problem: ChainProblem) => {
    total++;
    problems.push(problem);
    // Keep the list small while walking a chain with many problems: the first ones by place stay.
    if (problems.length > MAX_PROBLEMS * 4) problems.splice(MAX_PROBLEMS * 2);
  };

  /** Places between `after` and `before` without an entry were never the chain's: they are not reported missing. */
  const notMissing = (after: number, before: number) => {
    for (let k = problems.length - 1; k >= 0; k--) {
      const p = problems[k]!;
      if (p.kind === 'missing' && p.seq !== null && p.seq > after && p.seq < before) {
        problems.splice(k, 1);
        total--;
      }
    }
  };

  let expected = 1;
  let prev = GENESIS_HASH;
  let checked = 0;
  let last = null as { seq: number; id: number } | null;
  /** The place of the last entry walked (0: none yet); `last` changes inside walk(), out of the compiler's sight. */
  const walkedTo = () => (last as { seq: number } | null)?.seq ?? 0;
  // The recent entries walked: by hash (whose place it is) and by place (its id, and whether reported).
  const byHash = new Map<string, number>();
  const byPlace = new Map<number, { id: number; hash: string; reported: boolean }>();

  function walk(row: Row): void {
    checked++;
    const seq = Number(row.chain_seq);
    const id = Number(row.id);
    if (last && seq === last.seq) {
      report({ kind: 'duplicate', seq, id, message: `entry ${seq} appears twice (ids ${last.id} and ${id})` });
      return;
    }
    last = { seq, id };
    let linked = row.prev_hash === prev;
    if (seq > expected) {
      report({
        kind: 'missing',
        seq: expected,
        id: null,
        message:
          seq - 1 === expected
            ? `entry ${expected} is missing (removed)`
            : `entries ${expected}–${seq - 1} are missing (removed)`,
      });
      // Its predecessor is gone: its link cannot be checked.
      linked = true;
    } else if (!linked && byHash.has(row.prev_hash ?? '')) {
      // It links to an earlier entry: the ones between were passed over by the sealer, and the
      // places between without an entry were never the chain's (not removed entries).
      const from = byHash.get(row.prev_hash!)!;
      notMissing(from, seq);
      for (let at = from + 1; at < seq; at++) {
        const passed = byPlace.get(at);
        if (!passed || passed.reported) continue;
        passed.reported = true;
        report({
          kind: 'passed_over',
          seq: at,
          id: passed.id,
          message: `entry ${at} (id ${passed.id}) is not part of the chain: entry ${seq} links past it to entry ${from}, so it was written around the chain`,
        });
      }
      linked = true;
    }
    if (!linked) report({ kind: 'unlinked', seq, id, message: `entry ${seq} (id ${id}) does not link to the entry before it` });
    const changed = entryHash(seq, row.prev_hash ?? '', row) !== row.hash;
    if (changed) report({ kind: 'changed', seq, id, message: `entry ${seq} (id ${id}) was changed after it was written` });
    else if (!macHolds(key, row))
      report({
        kind: 'forged',
        seq,
        id,
        message: `entry ${seq} (id ${id}) does not carry the servers' signature: it was written, or changed before it was sealed, around the servers`,
      });
    prev = row.hash ?? '';
    expected = seq + 1;
    byHash.set(prev, seq);
    byPlace.set(seq, { id, hash: prev, reported: changed || !linked });
    if (byPlace.size > WINDOW) {
      const oldest = byPlace.keys().next().value!;
      byHash.delete(byPlace.get(oldest)!.hash);
      byPlace.delete(oldest);
    }
  }

  /** Walk the entries after the last one walked, to the end of the log as it is now; false when there were none. */
  async function walkOn(): Promise<boolean> {
    let any = false;
    for (;;) {
      const from: { seq: number; id: number } | null = last;
      let page = db.selectFrom('audit_log').selectAll().where('chain_seq', 'is not', null);
      if (from)
        page = page.where((eb) =>
          eb.or([eb('chain_seq', '>', from.seq), eb.and([eb('chain_seq', '=', from.seq), eb('id', '>', from.id)])]),
        );
      const rows = await page.orderBy('chain_seq').orderBy('id').limit(pageSize).execute();
      for (const row of rows) walk(row);
      any ||= rows.length > 0;
      if (rows.length < pageSize) return any;
    }
  }

  await walkOn();
  let head = await readHead(db);
  // Entries sealed after the walk passed their place: walk on until the walk reaches the head it then reads.
  while (head.seq > walkedTo() && (await walkOn())) head = await readHead(db);
  const walked = walkedTo();

  if (walked > head.seq) {
    // Places past the head without an entry were never the chain's: not removed entries.
    notMissing(head.seq, Infinity);
    const beyond = await db
      .selectFrom('audit_log')
      .select(['chain_seq', 'id'])
      .where('chain_seq', '>', head.seq)
      .orderBy('chain_seq')
      .limit(MAX_PROBLEMS)
      .execute();
    const count = await countWhere(db, sql`chain_seq > ${head.seq}`);
    for (const row of beyond)
      report({
        kind: 'beyond_head',
        seq: Number(row.chain_seq),
        id: Number(row.id),
        message: `entry ${row.chain_seq} (id ${row.id}) is beyond the chain's head (${head.seq} entries sealed): it was placed around the chain's sealer`,
      });
    total += count - beyond.length;
  } else if (walked < head.seq) {
    report({
      kind: 'missing',
      seq: walked + 1,
      id: null,
      message: `the chain ends at entry ${walked} but ${head.seq} were written: the last entries were removed`,
    });
  }
  if (head.seq > 0 && walked >= head.seq) {
    const at = byPlace.get(head.seq)?.hash ?? (await hashAt(db, head.seq));
    if (at !== head.last_hash)
      report({ kind: 'head', seq: head.seq, id: null, message: `the head's last hash is not the hash of entry ${head.seq}` });
  }

  // The entries waiting for the sealer: each must carry the servers' signature.
  const unsealed = { entries: 0, oldest_at: null as string | null };
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('chain_seq', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      unsealed.entries += 1;
      if (unsealed.oldest_at === null || row.created_at < unsealed.oldest_at) unsealed.oldest_at = row.created_at;
      if (!macHolds(key, row))
        report({
          kind: 'forged',
          seq: null,
          id: Number(row.id),
          message: `entry id ${row.id}, not sealed yet, does not carry the servers' signature: it was written or changed around the servers`,
        });
      after = Number(row.id);
    }
    if (rows.length < pageSize) break;
  }

  // By place; entries with no place last. Each place's first problem is its reason.
  problems.sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity));
  const first = problems[0];
  const base = { checked, head, unsealed, problems: problems.slice(0, MAX_PROBLEMS), problems_total: total };
  if (!first) return { ok: true, entries: walked, last_hash: prev, ...base };
  const firstSeq = first.seq ?? walked + 1;
  return {
    ok: false,
    entries: Math.min(firstSeq - 1, walked),
    broken_at: { seq: firstSeq, id: first.id },
    reason: first.message,
    ...base,
  };
}

/** The head as the report gives it: how many entries the sealer placed, and the last one's hash. */
async function readHead(db: Kysely<Database>): Promise<{ seq: number; last_hash: string }> {
  const { seq, last_hash } = await readChainHead(db);
  return { seq, last_hash };
}

async function hashAt(db: Kysely<Database>, seq: number): Promise<string | null> {
  const row = await db.selectFrom('audit_log').select('hash').where('chain_seq', '=', seq).orderBy('id').executeTakeFirst();
  return row?.hash ?? null;
}

async function countWhere(db: Kysely<Database>, condition: ReturnType<typeof sql>): Promise<number> {
  const row = await sql<{ n: number | string }>`select count(*) as n from audit_log where ${condition}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
