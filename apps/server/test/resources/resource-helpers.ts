import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { SESSION_COOKIE } from '@rc/contract/defaults';
import { ACTION_LISTS, ACTIONS, emptyPermissionSet, rolePreset, type Action } from '@rc/contract/permissions';
import type { StaffRole } from '@rc/contract/roles';
import type { Module } from '@rc/contract/modules';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { findResource } from '@rc/contract/resources/resource-registry';
import type { AppContext } from '@/context.ts';
import { createSessionService } from '@/auth/session.service.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import { RESOURCE_BINDINGS, bindingOf } from '@/resource-bindings.ts';
import { insertStaff, json, tableCounts, type TestApp } from '../test-app.ts';

/** A 1×1 PNG. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b1c4d80000000049454e44ae426082',
    'hex',
  ),
]);

export function multipart(part: string, filename: string, contentType: string, content: Buffer) {
  const boundary = '----rc-resource-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Put an image in the media store as if it had been uploaded; returns its path. */
export function placeImage(t: TestApp, relative = `ad-banner/test-${Math.random().toString(36).slice(2)}.png`): string {
  const file = path.join(t.uploadsDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, PNG);
  return relative;
}

/**
 * The n-th valid create body of a resource: its definition's sample, with the values that tell
 * records apart made the n-th of their kind (unique fields, the last field of the import key, and
 * the title where it is free text), and a fresh copy of each of its images in the media store.
 */
export function validBody(t: TestApp, name: string, n = 1): Record<string, unknown> {
  const def = findResource(name);
  if (!def) throw new Error(`no resource ${name}`);
  const body: Record<string, unknown> = { ...(def.sample as Record<string, unknown>) };
  const distinct = new Set([
    ...Object.keys(def.fields).filter((key) => def.fields[key]!.unique || def.fields[key]!.uniqueLive),
    ...(def.import ? [def.import.key.at(-1)!] : []),
  ]);
  for (const key of distinct) if (key in body) body[key] = nthValue(def, key, body[key], n);
  const title = body[def.titleField];
  if (!distinct.has(def.titleField) && typeof title === 'string' && fits(def, def.titleField, `${title} ${n}`))
    body[def.titleField] = `${title} ${n}`;
  for (const [key, meta] of Object.entries(def.fields))
    if (meta.widget === 'image' && typeof body[key] === 'string')
      body[key] = placeImage(t, `${String(body[key]).split('/')[0]}/test-${Math.random().toString(36).slice(2)}.png`);
  return body;
}

const fits = (def: AnyResourceDefinition, key: string, value: unknown) => def.schema.shape[key]!.safeParse(value).success;

/** The n-th value like `value` that the field takes: a later day, a numbered name, address or code. */
function nthValue(def: AnyResourceDefinition, key: string, value: unknown, n: number): unknown {
  if (typeof value !== 'string') return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(Date.parse(`${value}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const at = value.indexOf('@');
  const candidates = [
    ...(at > 0 ? [`${value.slice(0, at)}-${n}${value.slice(at)}`] : []),
    `${value} ${n}`,
    `${value}_${n}`,
    `${value}${n}`,
    shiftedLetters(value, n),
  ];
  const found = candidates.find((candidate) => fits(def, key, candidate));
  if (found === undefined) throw new Error(`no ${n}-th value like ${value} for ${def.name}.${key}`);
  return found;
}

/** The code n places after `code` in the alphabet, as long (BBCA, 1 → BBCB; AA, 27 → BB). */
function shiftedLetters(code: string, n: number): string {
  let value = [...code].reduce((sum, c) => sum * 26 + (c.charCodeAt(0) - 65), 0) + n;
  let out = '';
  for (let i = 0; i < code.length; i++, value = Math.floor(value / 26)) out = String.fromCharCode(65 + (value % 26)) + out;
  return out;
}

/** A two-letter broker code for the n-th test institution (AA, AB, …), unique up to 676. */
export function brokerCode(n: number): string {
  const letter = (i: number) => String.fromCharCode(65 + (i % 26));
  return letter(Math.floor(n / 26)) + letter(n);
}

/** The editable part of a record, ready to send back in an update with its version. */
export function editable(name: string, record: Record<string, unknown>): Record<string, unknown> {
  const binding = bindingOf(name)!;
  const keys = Object.keys(binding.definition.schema.shape);
  return { ...Object.fromEntries(keys.map((k) => [k, record[k]])), version: record.version };
}

/** Row counts of the framework tables and every master-data table, including trash and counters. */
export async function allCounts(ctx: AppContext): Promise<Record<string, number>> {
  const out = await tableCounts(ctx);
  const db = ctx.db.kysely as Kysely<any>;
  for (const table of [...RESOURCE_BINDINGS.map((b) => b.table), 'resource_counts', 'resource_count_slots']) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  const versions = await db
    .selectFrom('research_categories')
    .select((eb) => eb.fn.sum<number>('version').as('v'))
    .executeTakeFirstOrThrow();
  out.category_versions = Number(versions.v ?? 0);
  return out;
}

let staffSerial = 0;

/** A staff member holding exactly `grants`, signed in; returns the session cookie. */
export async function staffWith(t: TestApp, grants: Partial<Record<Module, Action[]>>): Promise<string> {
  const email = `staff-${++staffSerial}-${Date.now()}@demo.test`;
  const user = { id: await insertStaff(t, email, { fullname: `Staf Uji ${staffSerial}` }) };
  const set = emptyPermissionSet();
  for (const [module, actions] of Object.entries(grants) as [Module, Action[]][]) {
    for (const action of actions) set[ACTION_LISTS[action]].push(module);
  }
  await createPermissionRepository(t.ctx.db.kysely).replace(user.id, set);
  const token = await createSessionService(t.ctx).create(user.id, null, null);
  return `${SESSION_COOKIE}=${token}`;
}

/** A staff member holding a role's preset, signed in; returns the session cookie. */
export async function staffAs(t: TestApp, role: StaffRole): Promise<string> {
  const preset = rolePreset(role);
  const grants: Partial<Record<Module, Action[]>> = {};
  for (const action of ACTIONS) for (const module of preset[ACTION_LISTS[action]]) (grants[module] ??= []).push(action);
  return staffWith(t, grants);
}

/** Create a record as `cookie` and return it (fails the test on anything but 201). */
export async function createRecord(
  t: TestApp,
  cookie: string,
  name: string,
  body: Record<string, unknown>,
): Promise<Record<string, any>> {
  const res = await t.call({ method: 'POST', url: `/api/${name}/create`, cookie, payload: body });
  if (res.statusCode !== 201) throw new Error(`create ${name}: ${res.statusCode} ${res.body}`);
  return json(res).data;
}

/** Send `record` back as `cookie` with `patch` over its editable fields and its version; the answer as it came. */
export function updateRecord(
  t: TestApp,
  cookie: string,
  name: string,
  record: Record<string, unknown>,
  patch: Record<string, unknown>,
): ReturnType<TestApp['call']> {
  return t.call({
    method: 'PUT',
    url: `/api/${name}/update/${String(record.id)}`,
    cookie,
    payload: { ...editable(name, record), ...patch },
  });
}

/** Master stocks for these tickers (content that names a ticker needs its master stock). */
export async function addMasterStocks(t: TestApp, tickers: readonly string[]): Promise<void> {
  const now = t.clock.now().toISOString();
  const db = t.ctx.db.kysely;
  for (const ticker of tickers) {
    const exists = await db.selectFrom('master_stocks').select('id').where('ticker', '=', ticker).executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('master_stocks')
      .values({
        ticker,
        company_name: `PT ${ticker} Tbk`,
        sector: 'Financials',
        created_at: now,
        updated_at: now,
        created_by: null,
        updated_by: null,
        deleted_at: null,
        sub_sector: null,
        listing_date: null,
        shares_outstanding: null,
        logo: null,
      })
      .execute();
  }
}

/** Up to 100 records of a resource's list as `cookie` sees them (`query` starts with &). */
export async function listRecords(t: TestApp, cookie: string, name: string, query = ''): Promise<Record<string, any>[]> {
  return json(await t.call({ method: 'GET', url: `/api/${name}/list?limit=100${query}`, cookie })).data.data as Record<
    string,
    any
  >[];
}
