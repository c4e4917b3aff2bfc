import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey, mediaTypeOf } from './media-key.ts';
import type { MediaStore } from './media-store.ts';

/**
 * Media in a directory of this machine (UPLOADS_DIR): a key is the file's path under it, as it has
 * always been, so files stored before the store existed are found at the same keys.
 */
export function createLocalMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, key);

  /** The file's size, or undefined when the key is not valid or names no regular file. */
  async function sizeOf(key: string): Promise<number | undefined> {
    if (!isMediaKey(key)) return undefined;
    return fs.stat(fileOf(key)).then(
      (s) => (s.isFile() ? s.size : undefined),
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
      return (await sizeOf(key)) !== undefined;
    },
    async remove(key) {
      if (!isMediaKey(key)) return;
      await fs.rm(fileOf(key), { force: true });
    },
    async open(key) {
      const length = await sizeOf(key);
      if (length === undefined) return undefined;
      return { body: createReadStream(fileOf(key)), contentType: mediaTypeOf(key) ?? 'application/octet-stream', length };
    },
    async close() {},
  };
}
