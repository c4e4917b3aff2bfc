import path from 'node:path';

/**
 * The keys this server writes and accepts: folders and a file name of letters, digits, `-`, `_`
 * and `.`, each part starting with a letter or digit. That rules out `..`, absolute paths, empty
 * parts and backslashes, so a key can never leave the directory or the bucket prefix.
 */
const KEY_PART = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const KEY_MAX_LENGTH = 512;

export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > KEY_MAX_LENGTH || key.includes('..')) return false;
  return key.split('/').every((part) => KEY_PART.test(part));
}

/** Types by file extension: the same answer whichever store holds the file. */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

export function mediaTypeOf(key: string): string | undefined {
  return TYPES[path.extname(key).toLowerCase()];
}
