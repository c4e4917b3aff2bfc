import type { Kysely } from 'kysely';
import { ACCOUNT_AREA } from '@rc/contract/notification';
import { routePath } from '@rc/contract/routes';
import type { Database } from '@/db/schema.ts';
import type { Notifier } from '@/context.ts';
import { createStaffAddressRepository } from './staff-address.repository.ts';

/**
 * A sign-in's address, remembered per person (staff_addresses), inside the sign-in's transaction:
 * the first sign-in from an address after others tells the person, who can act if it was not them.
 * The very first sign-in of an account tells nobody.
 */
export async function rememberSignInAddress(
  trx: Kysely<Database>,
  notifier: Notifier,
  sign: { staffId: number; address: string; userAgent: string | null; requestId: string; now: string },
): Promise<void> {
  const addresses = createStaffAddressRepository(trx);
  if (!(await addresses.remember(sign.staffId, sign.address, sign.now))) return;
  if (!(await addresses.knowsAnotherThan(sign.staffId, sign.address))) return;
  const browser = sign.userAgent ? ` with ${sign.userAgent.slice(0, 120)}` : '';
  await notifier.notify(
    trx,
    [sign.staffId],
    {
      kind: 'new-sign-in',
      area: ACCOUNT_AREA,
      record_id: null,
      title: `A sign-in from a new address: ${sign.address}`,
      body: `Your account was signed in to from ${sign.address}${browser}. If this was not you, change your password on My Account now and tell an owner.`,
      path: routePath('UserProfile'),
      actor_id: sign.staffId,
      actor_name: null,
      event_key: `sign-in:${sign.address}`,
    },
    sign.now,
    { includeActor: true },
  );
}
