import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MEDIA_BASE } from '@rc/contract/api';
import { RICH_TEXT_IMAGE_MAX_BYTES, takesImages, type FieldMeta } from '@rc/contract/resources/resource';
import type { UploadResult } from '@rc/contract/resources/resource-wire';
import { badRequest, notFound, tooLarge, unsupportedMedia } from '@/http/errors.ts';
import { sniffImage } from '@/uploads/image-type.ts';
import type { ResourceModel } from './resource-model.ts';

/** The multipart part that carries the file. */
export const UPLOAD_PART = 'file';

const NAME_EXTENSIONS: Record<string, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The image limit of a field the upload call serves: the image field's own, or the rich-text one. */
function imageLimit(meta: FieldMeta): number {
  if (meta.widget === 'richtext') return RICH_TEXT_IMAGE_MAX_BYTES;
  return meta.image?.maxBytes ?? 2 * 1024 * 1024;
}

/**
 * Store an image for one field of a resource: an image field, or a rich-text field (an image placed
 * in the body, which then links to the returned path under the media base). Judged by its bytes
 * (never by the name or the declared type), within the field's size limit, and refused when its
 * name claims another type (a PNG named .pdf is a mistake worth telling). Nothing is written unless
 * every check passes.
 */
export async function storeFieldImage(
  request: FastifyRequest,
  model: ResourceModel,
  field: string,
  uploadsDir: string,
): Promise<UploadResult> {
  const candidates = [...model.imageFields, ...model.richTextFields].filter((name) => takesImages(model.def.fields[name]!));
  const meta = candidates.includes(field) ? model.def.fields[field] : undefined;
  if (!meta) {
    throw notFound(
      `${model.def.labels.plural} have no field "${field}" that takes images. Fields that do: ${candidates.join(', ') || '(none)'}.`,
    );
  }
  const maxBytes = imageLimit(meta);
  if (!request.isMultipart()) throw unsupportedMedia(`Send the image as multipart/form-data in the "${UPLOAD_PART}" part.`);
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  if (!file) throw badRequest(`Attach the image in the "${UPLOAD_PART}" part.`, { [field]: 'An image file is required' });
  if (file.fieldname !== UPLOAD_PART) {
    file.file.resume();
    throw badRequest(`Send the image in the "${UPLOAD_PART}" part, not "${file.fieldname}".`, {
      [field]: 'An image file is required',
    });
  }
  const buffer = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') return undefined;
    throw err;
  });
  if (!buffer || file.file.truncated || buffer.length > maxBytes) {
    throw tooLarge(`The image is larger than ${formatBytes(maxBytes)}, the limit for ${meta.label}. Choose a smaller file.`);
  }
  if (buffer.length === 0) throw badRequest('The file is empty.', { [field]: 'The file is empty' });
  const kind = sniffImage(buffer.subarray(0, 16));
  if (!kind) throw unsupportedMedia(`That file is not a JPEG, PNG or WebP image. ${meta.label} takes images only.`);
  const named = path.extname(file.filename ?? '').toLowerCase();
  if (named && !NAME_EXTENSIONS[kind.mime]!.includes(named)) {
    throw unsupportedMedia(
      `The file is named "${named}" but holds a ${kind.ext.toUpperCase()} image. Rename it or choose the right file.`,
    );
  }
  const relative = `${model.def.name}/${randomUUID()}.${kind.ext}`;
  const target = path.join(uploadsDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, buffer);
  return { path: relative, url: `${MEDIA_BASE}/${relative}`, bytes: buffer.length, mime: kind.mime };
}
