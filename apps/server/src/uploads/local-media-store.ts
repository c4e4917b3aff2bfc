import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey, mediaTypeOf } from './media-key.ts';
import type { MediaInfo, MediaStore } from './media-store.ts';
import { isNotModified } from './media-validators.ts';

/**
 * Media in a directory of this machine (UPLOADS_DIR): a key is the file's path under it, as it has
 * always been, so files stored before the store existed are found at the same keys.
 */
export function createLocalMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, key);

  /**
   * The file's size and validators, or undefined when the key is not valid or names no regular
   * file. Its ETag is its size and modification time: a file is never rewritten under its key.
   */
  async function statOf(key: string): Promise<MediaInfo | undefined> {
    if (!isMediaKey(key)) return undefined;
    return fs.stat(fileOf(key)).then(
      (s) =>
        s.isFile()
          ? { size: s.size, etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`, lastModified: s.mtime }
          : undefined,
      () => undefined,
    );
  }

  return {
    kind: 'local',
    async put(key, bytes) {
      if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async exists(key) {
      return (await statOf(key)) !== undefined;
    },
    stat: statOf,
    async remove(key) {
      if (!isMediaKey(key)) return;
      await fs.rm(fileOf(key), { force: true });
    },
    async open(key, want = {}) {
      const info = await statOf(key);
      if (!info) return undefined;
      const { size, etag, lastModified } = info;
      if (isNotModified(want, etag, lastModified)) return { kind: 'not-modified', etag, lastModified };
      const contentType = mediaTypeOf(key) ?? 'application/octet-stream';
      if (!want.range)
        return { kind: 'file', body: createReadStream(fileOf(key)), contentType, length: size, etag, lastModified };
      const { start } = want.range;
      if (start >= size) return { kind: 'unsatisfiable', size };
      const end = Math.min(want.range.end ?? size - 1, size - 1);
      const body = createReadStream(fileOf(key), { start, end });
      return { kind: 'file', body, contentType, length: end - start + 1, etag, lastModified, range: { start, end, size } };
    },
    async close() {},
  };
}
