import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { MAX_ID } from '@rc/contract/resources/resource';
import { DIALECTS } from '../test-app.ts';
import {
  HEADERLESS,
  NOT_PROBED,
  UNKNOWN_ID,
  createAddresses,
  createCaller,
  createSchemaChecks,
  describedServer,
  SWEEP_TIMEOUT,
  operationsOf,
  type Op,
} from './openapi-probe.ts';

/** Signing out ends the probing session: it is probed last. */
const LAST = 'POST /api/auth/logout';

/**
 * Issue 14, point 8, and issue 48: the OpenAPI description is the API. It is a valid OpenAPI
 * document whose shared parts are components; every operation is called as a stranger, as a
 * signed-out console and as the owner with a body that does not fit (or ids nobody has), and every
 * answer's status, content type and body must be the ones the operation documents; every GET the
 * owner makes on demo data answers a body its documented schema validates. No call answers 500.
 */
describe.each(DIALECTS)('the OpenAPI description on %s', (dialect) => {
  const server = describedServer(dialect);

  it('is a valid OpenAPI 3 document that describes its shared parts once', async () => {
    const { doc } = server;
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    const text = JSON.stringify(doc);
    // Every operation's errors were inline once: 2.4 MB in all.
    expect(text.length).toBeLessThan(1024 * 1024);
    expect(doc.components.schemas?.ErrorAnswer).toBeTruthy();
    expect(doc.components.schemas?.Category).toBeTruthy();
    expect(doc.paths['/api/category/detail/{id}']!.get!.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('documents errors, security, ids and multipart bodies as they are', () => {
    const { doc } = server;
    const problems: string[] = [];
    for (const { path, method, op } of operationsOf(doc)) {
      const name = `${method} ${path}`;
      const statuses = Object.keys(op.responses);
      const open = HEADERLESS.has(path);
      if (open) {
        if (JSON.stringify(op.security) !== '[]') problems.push(`${name}: needs no header, so no security`);
      } else {
        for (const status of ['400', '401', '500', '503']) if (!statuses.includes(status)) problems.push(`${name}: no ${status}`);
        if (!op.security?.length) problems.push(`${name}: no security`);
      }
      for (const p of op.parameters ?? []) {
        if (
          p.in === 'path' &&
          p.name === 'id' &&
          (p.schema.type !== 'integer' || p.schema.minimum !== 1 || p.schema.maximum !== MAX_ID)
        ) {
          problems.push(`${name}: id is ${JSON.stringify(p.schema)}, not a whole number 1–${MAX_ID}`);
        }
      }
      const multipart = op.requestBody?.content?.['multipart/form-data']?.schema as
        { properties?: Record<string, { format?: string; description?: string }> } | undefined;
      if (/\/(upload|import|update-thumbnail)/.test(path) && method === 'POST') {
        const parts = Object.entries(multipart?.properties ?? {});
        if (parts.length === 0) problems.push(`${name}: its multipart body is not described`);
        for (const [part, schema] of parts)
          if (schema.format !== 'binary' || !/at most \d/i.test(schema.description ?? ''))
            problems.push(`${name}: part ${part} is not a file with its limit`);
      }
    }
    for (const limited of ['/api/auth/login', '/api/auth/forgot-password', '/api/auth/reset-password']) {
      if (!doc.paths[limited]?.post?.responses['429']) problems.push(`POST ${limited}: its limit (429) is not documented`);
    }
    expect(problems).toEqual([]);
  });

  it(
    'answers every operation only with documented statuses, types and bodies',
    async () => {
      const { t, doc, owner } = server;
      const checks = createSchemaChecks(doc);
      const addresses = createAddresses(t, doc, owner);
      const problems: string[] = [];
      const all = operationsOf(doc)
        .filter(({ path, method }) => !NOT_PROBED.has(`${method} ${path}`))
        .sort((a, b) => Number(`${a.method} ${a.path}` === LAST) - Number(`${b.method} ${b.path}` === LAST));
      expect(all.length).toBeGreaterThan(200);
      for (const operation of all) {
        const { path, method, op } = operation;
        const url = await addresses.of(operation, {}, { knownIds: false });
        const writes = method !== 'GET' && method !== 'HEAD';
        const takesIds = Boolean(
          (op.requestBody?.content?.['application/json']?.schema as { properties?: object } | undefined)?.properties &&
          'ids' in (op.requestBody!.content!['application/json']!.schema!.properties as object),
        );
        const probes = [
          { who: 'a stranger', headers: { authorization: '' } },
          { who: 'the console without a session', headers: {} },
          {
            who: 'the owner',
            headers: {},
            cookie: owner,
            payload: writes ? { probe: ['not', 'what', 'it', 'takes'] } : undefined,
          },
          ...(writes ? [{ who: 'the owner with an empty body', headers: {}, cookie: owner, payload: {} }] : []),
          ...(takesIds
            ? [{ who: 'the owner naming an unknown id', headers: {}, cookie: owner, payload: { ids: [UNKNOWN_ID] } }]
            : []),
        ];
        for (const probe of probes) {
          const res = await t.call({
            method: method as 'GET',
            url,
            headers: probe.headers,
            ...(probe.cookie ? { cookie: probe.cookie } : {}),
            ...(probe.payload ? { payload: probe.payload } : {}),
          });
          const where = `${method} ${path} as ${probe.who}: ${res.statusCode}`;
          // The owner's session must last the whole sweep, or the probes after it prove nothing.
          const byKey = JSON.stringify(op.security ?? []).includes('apiKey');
          if (probe.cookie && res.statusCode === 401 && !HEADERLESS.has(path) && !byKey)
            problems.push(`${where}: the owner's session ended`);
          if (res.statusCode >= 500 && !(path === '/api/ready' && res.statusCode === 503)) {
            problems.push(`${where} ${res.body.slice(0, 200)}`);
            continue;
          }
          const problem = checks.answerProblems(operation, res);
          if (problem) problems.push(`${where}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'answers every GET on demo data with a body its documented schema validates',
    async () => {
      const { t, doc } = server;
      // The sweep above signed its session out last.
      const cookie = await t.login('owner@demo.test');
      const checks = createSchemaChecks(doc);
      const addresses = createAddresses(t, doc, cookie);
      const call = createCaller(t, cookie);
      const problems: string[] = [];
      const validated = new Set<string>();
      const gets = operationsOf(doc).filter(({ path, method }) => method === 'GET' && !NOT_PROBED.has(`${method} ${path}`));
      for (const operation of gets) {
        const res = await call(operation, await addresses.of(operation));
        if (res.statusCode >= 500) problems.push(`GET ${operation.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        const problem = checks.answerProblems(operation, res);
        if (problem) problems.push(`GET ${operation.path}: ${res.statusCode}: ${problem}`);
        else if (res.statusCode === 200) validated.add(operation.path);
      }
      expect(problems).toEqual([]);
      // Every list and detail call of the engine answered a record and was checked field by field.
      const engine = (op: Op) => /^\/api\/[^/]+\/(list|detail\/\{id\})$/.test(op.path);
      const missed = gets.filter(engine).filter((op) => !validated.has(op.path));
      expect(missed.map((op) => op.path)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});
