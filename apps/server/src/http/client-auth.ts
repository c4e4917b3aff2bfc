import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@/config.ts';
import { AppError } from './errors.ts';

/**
 * Every `/api` call but the health check must carry `Authorization: Basic base64(id:secret)`.
 * It identifies the console, and because browsers never attach it to a cross-site form post or
 * image load, requiring it on every call is also our CSRF defence (see docs/decisions/001).
 * Public endpoints under `/api/public` authenticate with their own API key instead.
 */
export function registerClientAuth(app: FastifyInstance, config: Config): void {
  const expected = Buffer.from(`Basic ${Buffer.from(`${config.apiClientId}:${config.apiClientSecret}`).toString('base64')}`);

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api/') && url !== '/api') return;
    // Routes outside /api (the console's fallback) never exempt an /api URL from the header.
    const ownRoute = request.routeOptions.url?.startsWith('/api/') ?? false;
    const access = ownRoute ? request.routeOptions.config?.access : undefined;
    if (access === 'open' || access === 'api-key') return;
    const header = request.headers.authorization;
    const given = header ? Buffer.from(header) : undefined;
    if (given && given.length === expected.length && timingSafeEqual(given, expected)) return;
    // Only the API docs invite the browser's basic-auth prompt; the console's own calls must not trigger it.
    if (url.startsWith('/api/docs')) reply.header('www-authenticate', 'Basic realm="Research Console API"');
    throw new AppError(401, 'BAD_CLIENT', 'This call needs the console client Authorization header.');
  });
}
