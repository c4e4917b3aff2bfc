import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

type ValidatorCompiler = typeof zodValidatorCompiler;

/**
 * The zod provider's validator, with one difference: a request sent without a body (Fastify gives
 * null) is checked as an absent body, so a call whose body is optional (`POST …/send/{id}`, whose
 * schema defaults to {}) accepts none at all. A required body still answers 400.
 */
export const validatorCompiler: ValidatorCompiler = (route) => {
  const check = zodValidatorCompiler(route);
  if (route.httpPart !== 'body') return check;
  return (data) => check(data === null ? undefined : data);
};

/**
 * Every schema is a zod schema, compiled by the zod provider. Given as the defaults to every Fastify
 * instance the server makes (the server and the API docs' app), Fastify never builds Ajv and
 * fast-json-stringify: they are not even in the bundle (bundle-patches.ts). The cast: Fastify types
 * these factories for JSON schemas.
 */
export const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
