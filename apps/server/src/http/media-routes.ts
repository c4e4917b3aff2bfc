import type { FastifyInstance } from 'fastify';
import { MEDIA_BASE } from '@rc/contract/api';
import { mediaTypeOf } from '@/uploads/media-key.ts';
import type { MediaStore } from '@/uploads/media-store.ts';
import { notFound } from './errors.ts';
import { MEDIA_CSP } from './security-headers.ts';

/** Media never change under a key (a new upload gets a new one): browsers may keep them a week. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

/**
 * The headers of an upload opened on its own, whichever store sends it: it shows itself and
 * nothing else, and only the types the media store knows (images and PDFs) show inline.
 */
export function mediaHeaders(name: string): Record<string, string> {
  return {
    'content-security-policy': MEDIA_CSP,
    'x-content-type-options': 'nosniff',
    'content-disposition': mediaTypeOf(name) ? 'inline' : 'attachment',
  };
}

/**
 * Media under the media base read from a store that is not a directory here (an S3 bucket): the
 * object is streamed through this server with the same headers the directory is served with.
 */
export function registerStoredMedia(app: FastifyInstance, media: MediaStore): void {
  app.get(`${MEDIA_BASE}/*`, { exposeHeadRoute: true, config: { access: 'open' } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // A key that is not a valid one is simply not there: open() says so without asking the store.
    const object = await media.open(key);
    if (!object) {
      throw notFound(`No media file at ${MEDIA_BASE}/${key}: it was removed or never uploaded. Upload the file again.`);
    }
    reply.headers(mediaHeaders(key)).header('cache-control', MEDIA_CACHE_CONTROL).type(object.contentType);
    if (object.length !== undefined) reply.header('content-length', object.length);
    return reply.send(object.body);
  });
}
