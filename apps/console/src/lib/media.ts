import { MEDIA_BASE } from '@rc/contract/api-paths';

/** Uploaded files are stored as paths relative to the media base. */
export function mediaUrl(path: string): string {
  if (/^(https?:|blob:|data:)/.test(path)) return path;
  return `${MEDIA_BASE}/${path.replace(/^\/+/, '')}`;
}
