import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { serverSecret } from '@/db/server-secrets.repository.ts';

/** The key exports are signed with (made by the migration, the same on every node). */
export function auditExportKey(db: Kysely<Database>): Promise<string> {
  return serverSecret(db, 'audit-export');
}

/**
 * The audit log between two instants as NDJSON, a page at a time, so a year of entries is never
 * held in memory: one line per entry (with its chain hashes), then a last line that signs every
 * line before it with HMAC-SHA256 under the export key. Whoever holds the key can tell whether
 * the file was changed; the chain hashes tell whether the log itself was.
 */
export async function* auditExportLines(
  db: Kysely<Database>,
  range: { from: string; to: string },
  key: string,
  pageSize = 1000,
): AsyncGenerator<string> {
  const mac = createHmac('sha256', key);
  let after = 0;
  let count = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .select([
        'id',
        'chain_seq',
        'created_at',
        'actor_id',
        'actor_name',
        'action',
        'entity',
        'entity_id',
        'before',
        'after',
        'note',
        'request_id',
        'prev_hash',
        'hash',
      ])
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .where('chain_seq', '>', after)
      .orderBy('chain_seq')
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      const line = `${JSON.stringify(row)}\n`;
      mac.update(line);
      count += 1;
      yield line;
      after = Number(row.chain_seq);
    }
    if (rows.length < pageSize) break;
  }
  yield `${JSON.stringify({ signature: { algorithm: 'HMAC-SHA256', from: range.from, to: range.to, entries: count, value: mac.digest('hex') } })}\n`;
}

/** Check an export's signature line against the lines before it. */
export function verifyExportSignature(ndjson: string, key: string): boolean {
  const lines = ndjson.split('\n').filter(Boolean);
  const last = lines.pop();
  if (!last) return false;
  const signature = (JSON.parse(last) as { signature?: { value?: string } }).signature?.value;
  const mac = createHmac('sha256', key);
  for (const line of lines) mac.update(`${line}\n`);
  return signature === mac.digest('hex');
}

/** The chain's head as it leaves the database, to be kept outside it (decision 044). */
export type SignedHead = {
  seq: number;
  last_hash: string;
  sealed_at: string | null;
  signed_at: string;
  signature: { algorithm: 'HMAC-SHA256'; value: string };
};

const headText = (head: Omit<SignedHead, 'signature'>) =>
  JSON.stringify(['audit-head', head.seq, head.last_hash, head.sealed_at, head.signed_at]);

/** Sign the chain's head under the export key: a copy kept elsewhere later shows whether the chain up to it was rewritten. */
export function signChainHead(head: Omit<SignedHead, 'signature'>, key: string): SignedHead {
  const value = createHmac('sha256', key).update(headText(head)).digest('hex');
  return { ...head, signature: { algorithm: 'HMAC-SHA256', value } };
}

/** Whether a signed head is one a server signed under the key. */
export function verifyHeadSignature(head: SignedHead, key: string): boolean {
  return signChainHead(head, key).signature.value === head.signature.value;
}
