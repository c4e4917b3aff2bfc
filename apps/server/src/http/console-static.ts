import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_CLIENT_META, ERROR_REPORTING_META } from '@rc/contract/defaults';
import type { Config } from '@/config.ts';
import type { MediaStore } from '@/uploads/media-store.ts';
import { registerStoredMedia } from './media-routes.ts';

/** Uploaded media under the media base, and the built console with a single-page fallback. */
export async function registerStatic(app: FastifyInstance, config: Config, media: MediaStore): Promise<void> {
  // One route for either store: the same headers, ranges and conditional requests (media-routes.ts).
  if (media.kind === 'local') fs.mkdirSync(config.uploadsDir, { recursive: true });
  registerStoredMedia(app, media);

  const indexFile = path.join(config.consoleDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.get('/', { exposeHeadRoute: true, config: { access: 'open' } }, async (_request, reply) =>
      reply
        .type('text/html')
        .send(
          '<!doctype html><title>Research Console</title><p>The console is not built yet. Run <code>npm run build</code>, or use <code>npm start</code>.</p>',
        ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: config.consoleDist,
    // No route per built file (hundreds of them, globbed at start): the routes below send files.
    serve: false,
    index: false,
    decorateReply: true,
    // The build writes .br and .gz beside each asset (apps/console/scripts/compress.ts): sent as the
    // request's Accept-Encoding allows, with Vary: Accept-Encoding.
    preCompressed: true,
    // Our own Cache-Control below, not the default `max-age=0` that would overwrite it.
    cacheControl: false,
    setHeaders(res, filePath) {
      // The encoding sent depends on the request's Accept-Encoding: shared caches must know.
      res.setHeader('vary', 'accept-encoding');
      // Hashed assets never change; index.html must always be fresh.
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const html = withRuntimeSettings(fs.readFileSync(indexFile, 'utf8'), config);
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html').send(html);
  app.get('/', { exposeHeadRoute: true, config: { access: 'open' } }, async (_request, reply) => sendIndex(reply));
  app.get('/assets/*', { exposeHeadRoute: true, config: { access: 'open' } }, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.sendFile(`assets/${file}`);
  });
  app.get('/*', { exposeHeadRoute: true, config: { access: 'open' } }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (rest.startsWith('api/') || rest === 'api') return reply.callNotFound();
    if (rest === 'index.html' || rest.startsWith('index.html.')) return sendIndex(reply);
    const candidate = path.join(config.consoleDist, rest);
    if (rest && !rest.includes('..') && path.extname(rest) && fs.existsSync(candidate)) return reply.sendFile(rest);
    return sendIndex(reply);
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the console takes from the server at run time, as meta tags it reads as it starts, so one
 * build works with any deployment's values: the client header value (the server's own
 * API_CLIENT_ID and API_CLIENT_SECRET, so one pair of variables configures both) and where
 * unexpected errors are reported (SENTRY_DSN, empty when off, and SENTRY_ENVIRONMENT).
 */
export function withRuntimeSettings(
  html: string,
  config: Pick<Config, 'apiClientId' | 'apiClientSecret' | 'errorReporting'>,
): string {
  const tags = [
    [API_CLIENT_META, `${config.apiClientId}:${config.apiClientSecret}`],
    [ERROR_REPORTING_META.dsn, config.errorReporting?.dsn ?? ''],
    [ERROR_REPORTING_META.environment, config.errorReporting?.environment ?? ''],
  ] as const;
  const names = new Set<string>(tags.map(([name]) => name));
  // Tags of these names already in the page (none in a build; a test page may have some) are replaced.
  const page = html.replace(/<meta name="([\w-]+)"[^>]*>\s*/g, (tag, name: string) => (names.has(name) ? '' : tag));
  const meta = tags.map(([name, value]) => `<meta name="${name}" content="${escapeAttribute(value)}" />`);
  if (page.includes('</head>')) return page.replace('</head>', `  ${meta.join('\n    ')}\n  </head>`);
  const doctype = /^<!doctype html>/i.exec(page)?.[0] ?? '';
  return `${doctype}${meta.join('')}${page.slice(doctype.length)}`;
}
