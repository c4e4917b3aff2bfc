import { STATUS_CODES } from 'node:http';

/** The extension key that names a schema for the description's components (removed as it is hoisted). */
const COMPONENT = 'x-component';

/**
 * Metadata for a zod schema described once under `components.schemas.<name>` and referenced
 * with `$ref` wherever an answer holds it: `.meta(described('Category'))`.
 */
export const described = (name: string) => ({ [COMPONENT]: name });

type Json = Record<string, unknown>;
type Document = { paths?: object; components?: object };

/**
 * The description with its shared parts written once (issue 48: every operation repeated the
 * error schemas inline, 2.4 MB in all):
 * - a schema marked `described(name)` goes to `components.schemas` and is referenced;
 * - an error answer that several operations give alike (the same status, description and body)
 *   goes to `components.responses`, named after its status (`NotFound`; `NotFoundPage` when it is
 *   also a page), and is referenced.
 * Two different schemas marked with one name keep the second inline, so nothing is ever described
 * as something it is not.
 */
export function withComponents<T extends Document>(doc: T): T {
  const components = (doc.components ?? {}) as Json;
  const schemas: Record<string, Json> = { ...((components.schemas as Record<string, Json> | undefined) ?? {}) };
  const hoist = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(hoist);
    if (node === null || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) out[key] = hoist(value);
    const name = out[COMPONENT];
    if (typeof name !== 'string') return out;
    delete out[COMPONENT];
    const kept = schemas[name];
    if (kept && JSON.stringify(kept) !== JSON.stringify(out)) return out;
    schemas[name] = out;
    return { $ref: `#/components/schemas/${name}` };
  };

  const paths: Record<string, Record<string, Json>> = {};
  const shared = new Map<string, number>();
  for (const [path, methods] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    paths[path] = {};
    for (const [method, operation] of Object.entries(methods)) {
      const op = hoist(operation) as Json & { responses?: Record<string, Json> };
      paths[path][method] = op;
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (Number(status) < 400) continue;
        const key = `${status} ${JSON.stringify(response)}`;
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
    }
  }

  const responses: Record<string, Json> = { ...((components.responses as Record<string, Json> | undefined) ?? {}) };
  const names = new Map<string, string>();
  for (const [key, count] of shared) {
    if (count < 2) continue;
    const status = key.slice(0, key.indexOf(' '));
    const response = JSON.parse(key.slice(status.length + 1)) as Json;
    const page = Boolean((response.content as Json | undefined)?.['text/html']);
    const base = `${(STATUS_CODES[Number(status)] ?? `Status ${status}`).replace(/[^A-Za-z]/g, '')}${page ? 'Page' : ''}`;
    let name = base;
    for (let n = 2; responses[name]; n++) name = `${base}${n}`;
    responses[name] = response;
    names.set(key, name);
  }
  for (const methods of Object.values(paths))
    for (const op of Object.values(methods)) {
      const answers = op.responses as Record<string, Json> | undefined;
      for (const [status, response] of Object.entries(answers ?? {})) {
        const name = names.get(`${status} ${JSON.stringify(response)}`);
        if (name) answers![status] = { $ref: `#/components/responses/${name}` };
      }
    }

  return { ...doc, paths, components: { ...components, schemas, responses } };
}
