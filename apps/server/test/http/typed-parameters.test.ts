import { describe, expect, it } from 'vitest';
import { DIALECTS, json } from '../test-app.ts';
import {
  NOT_PROBED,
  createAddresses,
  createCaller,
  createSchemaChecks,
  describedServer,
  SWEEP_TIMEOUT,
  operationsOf,
} from './openapi-probe.ts';

/** Values of the wrong type for most typed parameters: not a number, not a whole number. */
const WRONG = ['abc', '1.5'];

/** An answer cut off midway is not a whole JSON document, or a CSV without its last line's end. */
function cutOff(res: { headers: Record<string, unknown>; body: string }): boolean {
  const type = String(res.headers['content-type'] ?? '');
  if (/json/.test(type)) {
    try {
      JSON.parse(res.body);
      return false;
    } catch {
      return true;
    }
  }
  if (/csv/.test(type)) return !res.body.endsWith('\r\n');
  return false;
}

/**
 * Issue 48: every typed query parameter of every GET the description lists, sent `abc` and `1.5`.
 * A value the description says the parameter does not take is a 400 naming that parameter,
 * before any database work; a value it takes is answered whole. No call answers 5xx, on either
 * database.
 */
describe.each(DIALECTS)('typed query parameters on %s', (dialect) => {
  const server = describedServer(dialect);

  it(
    'refuse a value of the wrong type with a 400 naming the parameter, and never fail or cut an answer off',
    async () => {
      const { t, doc, owner } = server;
      const addresses = createAddresses(t, doc, owner);
      const checks = createSchemaChecks(doc);
      const call = createCaller(t, owner);
      const gets = operationsOf(doc).filter(({ path, method }) => method === 'GET' && !NOT_PROBED.has(`${method} ${path}`));
      const problems: string[] = [];
      let refused = 0;
      for (const operation of gets) {
        for (const param of (operation.op.parameters ?? []).filter((p) => p.in === 'query')) {
          for (const value of WRONG) {
            const url = await addresses.of(operation, { [param.name]: value });
            const res = await call(operation, url).catch((err: Error) => err);
            if (res instanceof Error) {
              problems.push(`GET ${operation.path} ${param.name}=${value}: ${res.message}`);
              continue;
            }
            const where = `GET ${operation.path} ${param.name}=${value}: ${res.statusCode}`;
            if (res.statusCode >= 500) problems.push(`${where} ${res.body.slice(0, 160)}`);
            else if (cutOff(res)) problems.push(`${where} was cut off`);
            else if (!checks.takes(param, value)) {
              refused++;
              const fields = res.statusCode === 400 ? (json(res).error.fields ?? {}) : {};
              if (res.statusCode !== 400) problems.push(`${where}: the description refuses it, the call took it`);
              else if (!(param.name in fields))
                problems.push(`${where}: the 400 does not name ${param.name} (${res.body.slice(0, 160)})`);
            }
          }
        }
      }
      // Pages, limits, ids, choices, dates and flags: most typed parameters refuse both values.
      expect(refused).toBeGreaterThan(800);
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});
