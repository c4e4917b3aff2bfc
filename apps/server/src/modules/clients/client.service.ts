import type { Kysely } from 'kysely';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import type { Database } from '@/db/schema.ts';
import { conflict, notFound } from '@/http/errors.ts';
import type { ApiRecord } from '@/resources/resource-hooks.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import { createResourceReader } from '@/resources/resource-read.service.ts';
import type { WriteMeta } from '@/resources/resource-write.service.ts';
import { createClientHistoryRepository } from './client-history.repository.ts';
import { createClientRepository } from './client.repository.ts';

/**
 * Client status changes and history. A suspension keeps who, when and why on the client and in
 * the audit log (the engine's history call shows it); a reactivation clears them, with its own reason.
 */
export function createClientService(ctx: AppContext, model: ResourceModel) {
  const reader = createResourceReader(ctx, model);

  async function findLive(id: number, db: Kysely<Database> = ctx.db.kysely) {
    const row = await createClientRepository(db).findStatus(id);
    if (!row || row.deleted_at) throw notFound(`No client with id ${id}. Reload the list.`);
    return row;
  }

  async function setStatus(id: number, suspend: boolean, reason: string, meta: WriteMeta): Promise<ApiRecord> {
    const at = iso(ctx.clock.now());
    const to = suspend ? 'SUSPENDED' : 'ACTIVE';
    await ctx.db.kysely.transaction().execute(async (trx) => {
      // The status condition makes a concurrent second click a no-op we can report.
      const changed = await createClientRepository(trx).changeStatus(id, suspend ? 'ACTIVE' : 'SUSPENDED', {
        status: to,
        suspended_at: suspend ? at : null,
        suspended_by: suspend ? meta.actor.id : null,
        suspension_reason: suspend ? reason : null,
        updated_at: at,
        updated_by: meta.actor.id,
      });
      if (!changed) {
        // Read inside the transaction: on SQLite a read outside it would wait for it.
        const client = await findLive(id, trx);
        throw conflict(suspend ? `${client.fullname} is already suspended.` : `${client.fullname} is not suspended.`);
      }
      await writeAudit(trx, {
        actorId: meta.actor.id,
        action: suspend ? 'suspend' : 'reactivate',
        entity: model.def.name,
        entityId: id,
        before: { status: suspend ? 'ACTIVE' : 'SUSPENDED' },
        after: { status: to },
        note: reason,
        requestId: meta.requestId,
        at,
      });
    });
    return reader.detail(id);
  }

  return {
    suspend: (id: number, reason: string, meta: WriteMeta) => setStatus(id, true, reason, meta),
    reactivate: (id: number, reason: string, meta: WriteMeta) => setStatus(id, false, reason, meta),

    async subscriptions(id: number) {
      await findLive(id);
      return createClientHistoryRepository(ctx.db.kysely).subscriptions(id, iso(ctx.clock.now()));
    },

    async signIns(id: number, page: { page: number; limit: number }) {
      await findLive(id);
      const { data, total } = await createClientHistoryRepository(ctx.db.kysely).signIns(id, page);
      return { data, total, page: page.page, limit: page.limit };
    },
  };
}
