import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { API_KEY_SCOPES } from '@rc/contract/api-keys';
import { MAX_ID, resourceCalls } from '@rc/contract/resources/resource';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import type { Dialect } from '@/db/database.ts';
import { createApiKeyService } from '@/modules/api-keys/api-key.service.ts';
import { seedDemo } from '@/seed/demo/demo.seed.ts';
import { createRecord, validBody } from '../resources/resource-helpers.ts';
import { createTestApp, json, type TestApp } from '../test-app.ts';

/**
 * What the tests of the API description share: the description as the server writes it, its
 * operations, addresses to call them at, and its schemas compiled by Ajv, an OpenAPI-aware JSON
 * Schema validator independent of the zod schemas the description is made from.
 */

export type Schema = Record<string, unknown>;
export type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
export type Operation = {
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema?: Schema }>; $ref?: string }>;
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; responses?: Record<string, unknown> };
};
export type Op = { path: string; method: string; op: Operation };

/** Calls a probe must not hold open: the badge stream never ends. */
/** Server-sent event streams: they do not end, so a probe would wait for ever. */
export const NOT_PROBED = new Set(['GET /api/circle-research/events', 'GET /api/notification/events']);
/** Calls made without any header: probes and links in mails. */
export const HEADERLESS = new Set(['/api/health', '/api/ready', '/api/public/unsubscribe']);
/** An id that exists nowhere (valid, unknown). */
export const UNKNOWN_ID = MAX_ID - 1;
/** Calls about a record of another resource than their path's first part: whose list gives their ids. */
const ID_SOURCES: Record<string, string> = { 'user-permission': 'internal-user' };

/** A sweep makes thousands of calls (and seeding takes seconds): on a busy machine, minutes. */
export const SWEEP_TIMEOUT = 300_000;

/**
 * A server of the dialect with the demo data, its description and the owner's session, made before
 * the suite's tests and closed after them (read the fields inside tests).
 */
export function describedServer(dialect: Dialect): { t: TestApp; doc: Doc; owner: string } {
  const server = {} as { t: TestApp; doc: Doc; owner: string };
  beforeAll(async () => {
    server.t = await createTestApp(dialect);
    await seedDemo(server.t.ctx);
    server.doc = await loadDescription(server.t);
    server.owner = await server.t.login('owner@demo.test');
    await sampleWhereEmpty(server.t, server.owner);
  }, SWEEP_TIMEOUT);
  afterAll(() => server.t?.close());
  return server;
}

/** An area the demo data leaves empty (a new one) gets a record made from its definition's sample. */
async function sampleWhereEmpty(t: TestApp, owner: string): Promise<void> {
  for (const def of RESOURCES.filter((d) => resourceCalls(d).includes('create'))) {
    const list = json(await t.call({ method: 'GET', url: `/api/${def.name}/list?limit=1`, cookie: owner }));
    if (list.data.data.length === 0) await createRecord(t, owner, def.name, validBody(t, def.name));
  }
}

export async function loadDescription(t: TestApp): Promise<Doc> {
  const res = await t.call({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`the description answered ${res.statusCode}`);
  return json(res) as Doc;
}

/** Every `/api` operation of the description, the docs' own pages aside. */
export function operationsOf(doc: Doc): Op[] {
  return Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })))
    .filter(({ path }) => path.startsWith('/api/') && !path.startsWith('/api/docs'));
}

/** A value the schema takes, for parameters a call needs: its first choice, a date, its least number, or text. */
export function exampleOf(schema: Schema): string {
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (Array.isArray(schema.anyOf)) return exampleOf(schema.anyOf[0] as Schema);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.format === 'date-time') return '2026-11-22T09:00:00Z';
  if (typeof schema.pattern === 'string' && schema.pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-11-22';
  return 'a'.repeat(Number(schema.minLength ?? 1));
}

/**
 * Addresses of a description's paths: `{id}` is the first record of the resource the path is
 * about (its list's first row), or an id nobody has; a parameter with choices takes the first.
 */
export function createAddresses(t: TestApp, doc: Doc, cookie: string) {
  const ids = new Map<string, number>();
  async function idFor(path: string): Promise<number> {
    const parts = path.split('/').slice(2, -1);
    for (const part of [...parts].reverse()) {
      const name = ID_SOURCES[part] ?? part;
      if (!doc.paths[`/api/${name}/list`]) continue;
      if (!ids.has(name)) {
        const res = await t.call({ method: 'GET', url: `/api/${name}/list?limit=1`, cookie });
        // An engine list answers { data: { data: [...] } }; a tool's list (webhooks) answers { data: [...] }.
        const rows = res.statusCode === 200 ? json(res).data : [];
        ids.set(name, (Array.isArray(rows) ? rows : rows.data)[0]?.id ?? UNKNOWN_ID);
      }
      return ids.get(name)!;
    }
    return UNKNOWN_ID;
  }
  return {
    /** The address of an operation with the given query (required query parameters filled in). */
    async of({ path, op }: Op, query: Record<string, string> = {}, opts: { knownIds?: boolean } = {}): Promise<string> {
      let url = path;
      if (url.includes('{id}')) url = url.replace(/\{id\}/g, String(opts.knownIds === false ? UNKNOWN_ID : await idFor(path)));
      for (const p of op.parameters ?? []) if (p.in === 'path') url = url.replace(`{${p.name}}`, exampleOf(p.schema));
      url = url.replace(/\{[^}]+\}/g, 'probe');
      const params = new URLSearchParams();
      for (const p of op.parameters ?? [])
        if (p.in === 'query' && p.required && !(p.name in query)) params.set(p.name, exampleOf(p.schema));
      for (const [name, value] of Object.entries(query)) params.set(name, value);
      const search = params.toString();
      return search ? `${url}?${search}` : url;
    },
  };
}

/** Calls an operation as the owner (its session), or with an API key of every scope when the operation takes a key. */
export function createCaller(t: TestApp, cookie: string) {
  let key: Promise<string> | undefined;
  return async ({ op }: Op, url: string) => {
    if (JSON.stringify(op.security ?? []).includes('apiKey')) {
      key ??= createApiKeyService({ db: t.ctx.db.kysely, clock: t.clock })
        .create(
          'Description probe',
          API_KEY_SCOPES.map((s) => s.value),
        )
        .then((created) => created.key);
      return t.app.inject({ method: 'GET', url, headers: { 'x-api-key': await key } });
    }
    return t.call({ method: 'GET', url, cookie });
  };
}

/** Ajv for the description's schemas (OpenAPI 3.0: `nullable`, `$ref` into components). */
export function createSchemaChecks(doc: Doc) {
  const answers = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(answers);
  answers.addSchema(doc as never, 'doc');
  // Query values arrive as text: coerced as an OpenAPI server reads them ("1.5" is a number, not an integer).
  const params = new Ajv({ strict: false, coerceTypes: true, validateSchema: false });
  addFormats(params);
  const paramChecks = new Map<string, ValidateFunction>();
  const pointer = (...parts: string[]) => `doc#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

  return {
    /** Whether the description says the parameter takes the value. */
    takes(param: Parameter, value: string): boolean {
      const key = JSON.stringify(param.schema);
      let check = paramChecks.get(key);
      if (!check) {
        check = params.compile({ type: 'object', properties: { value: param.schema } });
        paramChecks.set(key, check);
      }
      return check({ value });
    },
    /**
     * The problems of an answer against the schema the description gives its status and content
     * type (null: it fits); an answer of a status or type the description does not give is one.
     */
    answerProblems({ path, method, op }: Op, res: LightMyRequestResponse): string | null {
      let response = op.responses[String(res.statusCode)];
      if (!response) return `status ${res.statusCode} is not documented (${Object.keys(op.responses).join(', ')})`;
      let base = pointer('paths', path, method.toLowerCase(), 'responses', String(res.statusCode));
      if (response.$ref) {
        const name = response.$ref.split('/').pop()!;
        response = doc.components.responses![name] as typeof response;
        base = pointer('components', 'responses', name);
      }
      const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
      if (!response.content?.[type]) return `answered ${type}, documented ${Object.keys(response.content ?? {}).join(', ')}`;
      if (!/^application\/([\w.-]+\+)?json$/.test(type)) return null;
      const ref = `${base}/content/${type.replace(/\//g, '~1')}/schema`;
      const validate = answers.getSchema(ref) ?? answers.compile({ $ref: ref });
      if (validate(JSON.parse(res.body))) return null;
      return (validate.errors ?? [])
        .slice(0, 5)
        .map(
          (e) =>
            `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
        )
        .join('; ');
    },
  };
}
