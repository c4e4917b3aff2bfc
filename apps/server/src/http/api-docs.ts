import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { zodCompilers } from './zod-compilers.ts';

const PREFIX = '/api/docs';
/** Headers of the docs app's answers that are passed on; the rest (date, connection …) are this server's. */
const PASSED = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'etag',
  'last-modified',
  'location',
  'content-length',
];

type DocsApp = { inject(options: InjectOptions): ReturnType<FastifyInstance['inject']> };

/**
 * The API description's browsable page (Swagger UI) at `/api/docs`, its JSON at `/api/docs/json`
 * and YAML at `/api/docs/yaml`.
 *
 * `@fastify/swagger-ui` with its static-file server and YAML writer takes a noticeable part of the
 * start-up, for a page a developer opens now and then. So it is mounted on a small Fastify app of
 * its own, built on the first request to `/api/docs…`, and this server hands those requests to it.
 * Everything in front of the docs (the console client's basic auth, the request id, the error
 * envelope) is this server's; the docs app answers with the page's own security policy.
 */
export function registerApiDocs(app: FastifyInstance): void {
  let docs: Promise<DocsApp> | undefined;

  async function build(): Promise<DocsApp> {
    const [{ default: Fastify }, { default: fp }, { default: swaggerUi }] = await Promise.all([
      import('fastify'),
      import('fastify-plugin'),
      import('@fastify/swagger-ui'),
    ]);
    const sub = Fastify({ logger: false, schemaController: { compilersFactory: zodCompilers } });
    // Swagger UI asks for `@fastify/swagger`; the description is the one this server keeps.
    await sub.register(
      fp(
        async (instance) => {
          instance.decorate('swagger', ((opts?: { yaml?: boolean }) => app.swagger(opts as never)) as never);
        },
        { name: '@fastify/swagger' },
      ),
    );
    await sub.register(swaggerUi, { routePrefix: PREFIX, staticCSP: true });
    await sub.ready();
    return sub;
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    docs ??= build().catch((err: unknown) => {
      docs = undefined;
      throw err;
    });
    const answer = await (
      await docs
    ).inject({
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      url: request.url,
      headers: { 'if-none-match': request.headers['if-none-match'] ?? '', accept: request.headers.accept ?? '*/*' },
    });
    reply.code(answer.statusCode);
    for (const name of PASSED) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.send(answer.rawPayload);
  }

  const options = { schema: { hide: true }, exposeHeadRoute: true };
  app.get(PREFIX, options, forward);
  app.get(`${PREFIX}/*`, options, forward);
}
