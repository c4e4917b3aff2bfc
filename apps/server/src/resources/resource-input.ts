import { ROUTES } from '@rc/contract/routes';
import { AppError, badRequest } from '@/http/errors.ts';
import type { MediaStore } from '@/uploads/media-store.ts';
import type { ApiRecord, RecordData } from './resource-hooks.ts';
import type { ResourceModel } from './resource-model.ts';
import type { ResourceRepository, UniqueCheck } from './resource.repository.ts';
import { isBlankRichText, sanitizeRichText } from './rich-text.ts';
import { firstFreeSlug, slugify } from './slug.ts';

/**
 * Input checks that need more than the schema: rich text is sanitised (and must still say
 * something), and referenced files must exist in the media store. Runs before the transaction
 * because it asks the media store (a directory or a bucket), which no transaction covers.
 */
export async function prepareInput(
  model: ResourceModel,
  media: MediaStore,
  data: RecordData,
  previous: ApiRecord | null,
): Promise<RecordData> {
  const out = { ...data };
  const fields: Record<string, string> = {};
  for (const name of model.richTextFields) {
    const value = out[name];
    if (typeof value !== 'string') continue;
    const clean = await sanitizeRichText(value);
    if (await isBlankRichText(clean)) fields[name] = `${model.label(name)} has no text left once unsafe markup is removed`;
    out[name] = clean;
  }
  for (const name of model.fileFields) {
    const value = out[name];
    if (typeof value !== 'string' || value === previous?.[name]) continue;
    // A key that is not a valid one (`..`, an absolute path) is never there: exists() says no.
    const exists = await media.exists(value);
    const what = model.def.fields[name]?.widget === 'document' ? 'file' : 'image';
    if (!exists) fields[name] = `${model.label(name)}: no uploaded ${what} at "${value}"; upload the ${what} again`;
  }
  if (Object.keys(fields).length > 0) throw badRequest('Some fields are invalid: check the highlighted fields.', fields);
  return out;
}

/**
 * Slugs and unique fields, checked inside the write's transaction, all in one statement. An empty
 * slug is made from the slug source with the first free suffix; a typed slug that is taken is
 * refused, not renamed.
 */
export async function settleUniqueness(
  model: ResourceModel,
  repo: ResourceRepository,
  data: RecordData,
  exceptId: number | null,
): Promise<RecordData> {
  const { out, checks } = await uniquenessChecks(model, repo, data, exceptId);
  await refuseTaken(model, repo, checks, await repo.otherHolders(checks, exceptId), exceptId);
  return out;
}

/**
 * settleUniqueness in two steps, for an edit that reads its record and the holders of its values in
 * one statement (ResourceRepository.findWithHolders): the data with its slug made when empty, and
 * the checks its unique values need.
 */
export async function uniquenessChecks(
  model: ResourceModel,
  repo: ResourceRepository,
  data: RecordData,
  exceptId: number | null,
): Promise<{ out: RecordData; checks: UniqueCheck[] }> {
  const out = { ...data };
  const slug = model.def.slug;
  const checks: UniqueCheck[] = [];
  if (slug && (out[slug.field] === null || out[slug.field] === undefined)) {
    const base = slugify(String(out[slug.from] ?? ''), model.def.name);
    out[slug.field] = firstFreeSlug(base, await repo.takenLike(slug.field, base, exceptId));
  } else if (slug) {
    checks.push({ kind: 'taken', column: slug.field, value: out[slug.field] });
  }
  for (const field of model.fields) {
    if (!field.meta.unique || !field.editable || field.name === slug?.field) continue;
    checks.push({ kind: 'taken', column: field.name, value: out[field.name] });
  }
  for (const field of model.fields) {
    const value = out[field.name];
    if (!field.meta.uniqueLive || !field.editable || typeof value !== 'string' || value.trim() === '') continue;
    checks.push({ kind: 'live', column: field.name, value });
  }
  return { out, checks };
}

/**
 * The second step: refuse the save when another record holds a value of `checks` (`holders`, as
 * otherHolders answers them). A clash found is then described (a read of its own, on that path only).
 */
export async function refuseTaken(
  model: ResourceModel,
  repo: ResourceRepository,
  checks: readonly UniqueCheck[],
  holders: ReadonlyArray<number | null>,
  exceptId: number | null,
): Promise<void> {
  const singular = model.def.labels.singular.toLowerCase();
  const slug = model.def.slug;
  const fields: Record<string, string> = {};
  checks.forEach((check, i) => {
    if (check.kind !== 'taken' || holders[i] === null) return;
    fields[check.column] =
      check.column === slug?.field
        ? `Another ${singular} (perhaps one in the trash) already uses this slug; choose another or leave it empty`
        : `Another ${singular} (perhaps one in the trash) already uses this ${model.label(check.column).toLowerCase()}`;
  });
  if (Object.keys(fields).length > 0) throw badRequest('Some values are already in use: check the highlighted fields.', fields);
  for (const [i, check] of checks.entries()) {
    if (check.kind !== 'live' || holders[i] === null) continue;
    const clash = await repo.findLiveSame(check.column, String(check.value), exceptId);
    if (!clash) continue;
    const screen = model.def.screens.edit ?? model.def.screens.list;
    const address = ROUTES[screen].path.replace(':id', String(clash.id));
    const label = model.label(check.column).toLowerCase();
    throw new AppError(
      409,
      'CONFLICT',
      `${model.def.labels.singular} “${clash.value}” already exists (${address}). Choose another ${label}, or edit that one.`,
      { [check.column]: `“${clash.value}” is already the ${label} of another ${singular}` },
      undefined,
      { existing: { id: clash.id, [check.column]: clash.value, path: address } },
    );
  }
}
