import type { MediaWant } from './media-store.ts';

/** If-None-Match (any of its tags, compared weakly) or else If-Modified-Since (to the second), as RFC 9110 says. */
export function isNotModified(want: MediaWant, etag: string | undefined, lastModified: Date | undefined): boolean {
  if (want.ifNoneMatch !== undefined) {
    if (want.ifNoneMatch.trim() === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return etag !== undefined && want.ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  if (want.ifModifiedSince && lastModified)
    return Math.floor(lastModified.getTime() / 1000) <= Math.floor(want.ifModifiedSince.getTime() / 1000);
  return false;
}
