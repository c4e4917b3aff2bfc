import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

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
