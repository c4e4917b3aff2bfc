import { createHmac } from 'node:crypto';
import { DRAFT_KEEP_DAYS, DRAFT_MAX_CHARS, NEW_RECORD, createsRecords, type Draft, type DraftBody } from '@rc/contract/drafts';
import { can, type PermissionSet } from '@rc/contract/permissions';
import { grouped } from '@rc/contract/resources/resource-fields';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import type { AppContext } from '@/context.ts';
import { badRequest, forbidden, notFound, tooLarge } from '@/http/errors.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import { sanitizeRichText } from '@/resources/rich-text.ts';
import { createDraftsRepository, type DraftKey } from './drafts.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DraftCaller = { staffId: number; permissions: PermissionSet };

/**
 * Autosaved drafts (decision 042). A draft belongs to the staff member who saved it: every call is
 * keyed by the caller, so no one, owners included, reaches another person's draft. Writing one needs
 * what saving the record would need (write for a new record, update for an existing one), and only
 * names fields the area's editor has; rich text is sanitised as the record's would be.
 */
export function createDraftsService(ctx: AppContext) {
  const repo = createDraftsRepository(ctx.db.kysely);
  const now = () => ctx.clock.now();
  const keptSince = () => new Date(now().getTime() - DRAFT_KEEP_DAYS * DAY_MS).toISOString();
  let browserSecret: Promise<string> | undefined;

  /** The draft's key, once the caller may keep a draft of this record. */
  async function keyOf(model: ResourceModel, record: string, caller: DraftCaller): Promise<DraftKey> {
    const def: AnyResourceDefinition = model.def;
    const singular = def.labels.singular.toLowerCase();
    const key = { staffId: caller.staffId, area: def.name, recordKey: record };
    if (record === NEW_RECORD) {
      if (!createsRecords(def)) throw notFound(`A ${singular} is not created in the console, so it has no draft of a new one.`);
      if (!can(caller.permissions, def.module, 'write'))
        throw forbidden(`You need the write permission on ${def.module} to draft a new ${singular}.`);
      return key;
    }
    if (!can(caller.permissions, def.module, 'update'))
      throw forbidden(`You need the update permission on ${def.module} to draft changes to a ${singular}.`);
    if (!(await repo.isLiveRecord(model.table, Number(record))))
      throw notFound(`No ${singular} with id ${record} (or it is in the trash).`);
    return key;
  }

  /** The values as the draft keeps them: known fields only, rich text sanitised, within the size limit. */
  async function checkedValues(model: ResourceModel, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const unknown = Object.keys(values).filter((name) => !model.editable.includes(name));
    if (unknown.length > 0) {
      throw badRequest(
        `The ${model.def.labels.singular.toLowerCase()} editor has no field ${unknown.map((n) => `"${n}"`).join(', ')}.`,
        Object.fromEntries(unknown.map((name) => [name, `${name} is not a field of this editor`])),
      );
    }
    const out = { ...values };
    for (const name of model.richTextFields) {
      const value = out[name];
      if (typeof value === 'string' && value !== '') out[name] = await sanitizeRichText(value);
    }
    return out;
  }

  return {
    async get(model: ResourceModel, record: string, caller: DraftCaller): Promise<Draft | null> {
      const row = await repo.find(await keyOf(model, record, caller), keptSince());
      if (!row) return null;
      return {
        area: row.area,
        record: row.record_key === NEW_RECORD ? NEW_RECORD : Number(row.record_key),
        values: JSON.parse(row.values_json) as Record<string, unknown>,
        base_version: row.base_version === null ? null : Number(row.base_version),
        saved_at: row.saved_at,
      };
    },

    async save(model: ResourceModel, record: string, body: DraftBody, caller: DraftCaller): Promise<{ saved_at: string }> {
      const key = await keyOf(model, record, caller);
      // Measured before sanitising too: an oversized draft is refused without the work.
      const sent = JSON.stringify(body.values).length;
      if (sent > DRAFT_MAX_CHARS) throw tooLargeDraft(sent);
      const text = JSON.stringify(await checkedValues(model, body.values));
      if (text.length > DRAFT_MAX_CHARS) throw tooLargeDraft(text.length);
      const savedAt = now().toISOString();
      await repo.put({
        staff_id: key.staffId,
        area: key.area,
        record_key: key.recordKey,
        values_json: text,
        base_version: record === NEW_RECORD ? null : (body.base_version ?? null),
        saved_at: savedAt,
      });
      return { saved_at: savedAt };
    },

    async remove(model: ResourceModel, record: string, caller: DraftCaller): Promise<{ deleted: boolean }> {
      return { deleted: await repo.remove(await keyOf(model, record, caller)) };
    },

    /** Drafts not saved again for DRAFT_KEEP_DAYS days go; how many did. */
    prune(): Promise<number> {
      return repo.pruneSavedBefore(keptSince());
    },

    /**
     * The caller's key for what the console keeps in the browser when a session ends: derived from a
     * server secret and the person, so it is the same at every sign-in and no one else is given it.
     */
    async browserKey(staffId: number): Promise<string> {
      browserSecret ??= repo.browserKeySecret();
      return createHmac('sha256', await browserSecret)
        .update(`browser-drafts:${staffId}`)
        .digest('base64url');
    },
  };
}

function tooLargeDraft(chars: number) {
  return tooLarge(
    `This draft is too large to keep: ${grouped(chars, ',')} characters, at most ${grouped(DRAFT_MAX_CHARS, ',')}. ` +
      'Shorten the text, or save the record.',
  );
}
