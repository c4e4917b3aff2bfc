import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { badRequest, tooLarge, unsupportedMedia } from '@/http/errors.ts';
import { sniffImage } from './image-type.ts';
import type { MediaStore } from './media-store.ts';
import { readPartBytes } from './multipart.ts';

/**
 * Read one uploaded image fully into memory (it is small), check its size and real type, and
 * store it under `<folder>/` in the media store. Returns its key: the path relative to the media base.
 */
export async function storeImage(
  file: MultipartFile | undefined,
  opts: { field: string; media: MediaStore; folder: string; maxBytes: number },
): Promise<string> {
  if (!file) throw badRequest(`Attach an image in the "${opts.field}" field.`, { [opts.field]: 'An image file is required' });
  if (file.fieldname !== opts.field) {
    file.file.resume();
    throw badRequest(`Send the image in the "${opts.field}" field.`, { [opts.field]: 'An image file is required' });
  }
  const buffer = await readPartBytes(file, opts.field, 'image');
  const limitMb = Math.round((opts.maxBytes / 1024 / 1024) * 10) / 10;
  if (!buffer || buffer.length > opts.maxBytes) {
    throw tooLarge(`The image is larger than ${limitMb} MB. Choose a smaller file.`);
  }
  if (buffer.length === 0) throw badRequest('The file is empty.', { [opts.field]: 'The file is empty' });
  const kind = sniffImage(buffer.subarray(0, 16));
  if (!kind) throw unsupportedMedia('That file is not a JPEG, PNG or WebP image.');
  const relative = `${opts.folder}/${randomUUID()}.${kind.ext}`;
  await opts.media.put(relative, buffer, kind.mime);
  return relative;
}

/** Remove a replaced upload; no key (nothing was uploaded before) is no work. */
export async function removeUpload(media: MediaStore, relative: string | null): Promise<void> {
  if (relative) await media.remove(relative);
}
