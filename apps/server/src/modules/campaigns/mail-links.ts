import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { createCampaignRepository } from './campaign.repository.ts';

/**
 * The unsubscribe link's token: the client's id and an HMAC of it under a key every node shares
 * (server_secrets, made by the migration). It never expires (an old mail's link must still work)
 * and it can do one thing only: unsubscribe that client.
 */
const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

function keyOf(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = createCampaignRepository(db)
      .mailLinkKey()
      .then((value) => Buffer.from(value, 'base64url'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, clientId: number) =>
  createHmac('sha256', key).update(`unsubscribe:${clientId}`).digest().subarray(0, 18).toString('base64url');

/** A signer bound to the shared key, loaded once: signing 100,000 links costs no query each. */
export async function unsubscribeSigner(db: Kysely<Database>): Promise<(clientId: number) => string> {
  const key = await keyOf(db);
  return (clientId) => `${clientId}.${mac(key, clientId)}`;
}

/** The client a token names, or null when it is malformed or its signature does not hold. */
export async function verifyUnsubscribeToken(db: Kysely<Database>, token: string): Promise<number | null> {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return null;
  const clientId = Number(match[1]);
  const expected = Buffer.from(mac(await keyOf(db), clientId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? clientId : null;
}
