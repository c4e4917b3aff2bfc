import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@rc/contract/resources/resource';
import { errorAnswerSchema } from '@/http/openapi-errors.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';

type Operation = {
  parameters?: Array<{ in: string; name: string; schema: { type?: string; minimum?: number; maximum?: number } }>;
  responses: Record<string, unknown>;
  security?: unknown[];
  requestBody?: unknown;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

/** Calls a probe must not hold open or end early: the badge stream never ends; signing out ends the probing session. */
const NOT_PROBED = new Set(['GET /api/circle-research/events']);
const LAST = 'POST /api/auth/logout';
/** Calls made without any header: probes and links in mails. */
const HEADERLESS = new Set(['/api/health', '/api/ready', '/api/public/unsubscribe']);

/** An address of the operation: ids that exist nowhere (valid, unknown), other parameters as text. */
const addressOf = (path: string) => path.replace(/\{id\}/g, String(MAX_ID - 1)).replace(/\{[^}]+\}/g, 'probe');

/**
 * Issue 14, point 8: the OpenAPI description is the API. It is a valid OpenAPI document; every
 * operation is called as a stranger, as a signed-out console and as the owner with a body that
 * does not fit, and every answer's status must be one the operation documents, with an error body
 * of the documented shape; no call answers 500.
 */
describe.each(DIALECTS)('the OpenAPI description on %s', (dialect) => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = json(res);
  });
  afterAll(() => t?.close());

  const operations = () =>
    Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })))
      .filter(({ path }) => path.startsWith('/api/') && !path.startsWith('/api/docs'));

  it('is a valid OpenAPI 3 document', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('documents errors, security and ids as they are', () => {
    const problems: string[] = [];
    for (const { path, method, op } of operations()) {
      const name = `${method} ${path}`;
      const statuses = Object.keys(op.responses);
      const open = HEADERLESS.has(path);
      if (open) {
        if (JSON.stringify(op.security) !== '[]') problems.push(`${name}: needs no header, so no security`);
      } else {
        for (const status of ['400', '401', '500']) if (!statuses.includes(status)) problems.push(`${name}: no ${status}`);
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
    }
    for (const limited of ['/api/auth/login', '/api/auth/forgot-password', '/api/auth/reset-password']) {
      if (!doc.paths[limited]?.post?.responses['429']) problems.push(`POST ${limited}: its limit (429) is not documented`);
    }
    expect(problems).toEqual([]);
  });

  it('answers every operation only with documented statuses and error bodies of the documented shape', async () => {
    const owner = await t.login('owner@demo.test');
    const problems: string[] = [];
    const all = operations()
      .filter(({ path, method }) => !NOT_PROBED.has(`${method} ${path}`))
      .sort((a, b) => Number(`${a.method} ${a.path}` === LAST) - Number(`${b.method} ${b.path}` === LAST));
    expect(all.length).toBeGreaterThan(200);
    for (const { path, method, op } of all) {
      const url = addressOf(path);
      const documented = Object.keys(op.responses);
      const writes = method !== 'GET' && method !== 'HEAD';
      const probes = [
        { who: 'a stranger', headers: { authorization: '' } },
        { who: 'the console without a session', headers: {} },
        { who: 'the owner', headers: {}, cookie: owner, payload: writes ? { probe: ['not', 'what', 'it', 'takes'] } : undefined },
        ...(writes ? [{ who: 'the owner with an empty body', headers: {}, cookie: owner, payload: {} }] : []),
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
        const type = String(res.headers['content-type']);
        // The owner's session must last the whole sweep, or the probes after it prove nothing.
        const byKey = JSON.stringify(op.security ?? []).includes('apiKey');
        if (probe.cookie && res.statusCode === 401 && !HEADERLESS.has(path) && !byKey)
          problems.push(`${where}: the owner's session ended`);
        if (res.statusCode >= 400 && !/json/.test(type) && !/html/.test(type)) problems.push(`${where} answered ${type}`);
        if (res.statusCode >= 500 && !(path === '/api/ready' && res.statusCode === 503)) {
          problems.push(`${where} ${res.body.slice(0, 200)}`);
        } else if (!documented.includes(String(res.statusCode))) {
          problems.push(`${where} is not documented (${documented.join(', ')})`);
        } else if (res.statusCode >= 400 && path !== '/api/ready' && /json/.test(String(res.headers['content-type']))) {
          const parsed = errorAnswerSchema.safeParse(json(res));
          if (!parsed.success) problems.push(`${where} body is not the error shape: ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
