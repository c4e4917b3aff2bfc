import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy: scripts only from this origin (the build has no inline
 * script), styles from this origin plus inline (Mantine writes its CSS variables and React its
 * style attributes inline), images also from data:/blob: (previews before upload) and https:
 * (outside images a rich text or a slide may name), no plugins, no framing by anyone.
 */
export const CONSOLE_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * What an uploaded file may do when opened on its own: nothing but show itself. With nosniff and
 * the type judged from its bytes at upload, a file that is also HTML (a polyglot) never runs.
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Security headers on every answer (console, API, media), in every environment (@fastify/helmet). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONSOLE_CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Outside images in previews must still load.
    crossOriginEmbedderPolicy: false,
  });
}
