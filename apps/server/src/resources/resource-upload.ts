import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MEDIA_BASE } from '@rc/contract/api';
import { RICH_TEXT_IMAGE_MAX_BYTES, takesUploads, type FieldMeta } from '@rc/contract/resources/resource';
import type { UploadResult } from '@rc/contract/resources/resource-wire';
import { readFilePart, readPartBytes } from '@/uploads/multipart.ts';
import { badRequest, notFound, tooLarge, unsupportedMedia } from '@/http/errors.ts';
import { sniffImage, sniffPdf } from '@/uploads/image-type.ts';
import type { MediaStore } from '@/uploads/media-store.ts';
import type { ResourceModel } from './resource-model.ts';

/** The multipart part that carries the file. */
export const UPLOAD_PART = 'file';

const NAME_EXTENSIONS: Record<string, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The limit of a field the upload call serves: the field's own, or the rich-text one. */
function uploadLimit(meta: FieldMeta): number {
  if (meta.widget === 'richtext') return RICH_TEXT_IMAGE_MAX_BYTES;
  if (meta.widget === 'document') return meta.document?.maxBytes ?? 20 * 1024 * 1024;
  return meta.image?.maxBytes ?? 2 * 1024 * 1024;
}

/** What a field's file must be, judged by its first bytes: a PDF for a document field, else an image. */
function sniffFor(meta: FieldMeta, head: Buffer) {
  if (meta.widget === 'document') {
    const pdf = sniffPdf(head);
    if (!pdf) throw unsupportedMedia(`That file is not a PDF. ${meta.label} takes PDF files only.`);
    return pdf;
  }
  const image = sniffImage(head);
  if (!image) throw unsupportedMedia(`That file is not a JPEG, PNG or WebP image. ${meta.label} takes images only.`);
  return image;
}

/** The fields of a resource the upload call serves: image, document and rich-text fields that take files. */
function fileFieldsOf(model: ResourceModel): string[] {
  return [...model.fileFields, ...model.richTextFields].filter((name) => takesUploads(model.def.fields[name]!));
}

/** Each field the upload call serves, what it takes and its limit: for the API description. */
export function uploadFields(model: ResourceModel): { field: string; kind: string; size: string }[] {
  return fileFieldsOf(model).map((field) => {
    const meta = model.def.fields[field]!;
    const kind = meta.widget === 'document' ? 'a PDF' : 'a JPEG, PNG or WebP image';
    return { field, kind, size: formatBytes(uploadLimit(meta)) };
  });
}

/**
 * Store a file for one field of a resource: an image field, a document field (a PDF), or a
 * rich-text field (an image placed in the body, which then links to the returned path under the
 * media base). Judged by its bytes
 * (never by the name or the declared type), within the field's size limit, and refused when its
 * name claims another type (a PNG named .pdf is a mistake worth telling). Nothing is written unless
 * every check passes.
 */
export async function storeFieldFile(
  request: FastifyRequest,
  model: ResourceModel,
  field: string,
  media: MediaStore,
): Promise<UploadResult> {
  const candidates = fileFieldsOf(model);
  const meta = candidates.includes(field) ? model.def.fields[field] : undefined;
  if (!meta) {
    throw notFound(
      `${model.def.labels.plural} have no field "${field}" that takes files. Fields that do: ${candidates.join(', ') || '(none)'}.`,
    );
  }
  const maxBytes = uploadLimit(meta);
  const what = meta.widget === 'document' ? 'file' : 'image';
  if (!request.isMultipart()) throw unsupportedMedia(`Send the ${what} as multipart/form-data in the "${UPLOAD_PART}" part.`);
  const file = await readFilePart(request, { fileSize: maxBytes, fields: 5 }, UPLOAD_PART, what);
  const required = meta.widget === 'document' ? 'A PDF file is required' : 'An image file is required';
  if (!file) throw badRequest(`Attach the ${what} in the "${UPLOAD_PART}" part.`, { [field]: required });
  if (file.fieldname !== UPLOAD_PART) {
    file.file.resume();
    throw badRequest(`Send the ${what} in the "${UPLOAD_PART}" part, not "${file.fieldname}".`, { [field]: required });
  }
  const buffer = await readPartBytes(file, UPLOAD_PART, what);
  if (!buffer || buffer.length > maxBytes) {
    throw tooLarge(`The ${what} is larger than ${formatBytes(maxBytes)}, the limit for ${meta.label}. Choose a smaller file.`);
  }
  if (buffer.length === 0) throw badRequest('The file is empty.', { [field]: 'The file is empty' });
  const kind = sniffFor(meta, buffer.subarray(0, 16));
  const named = path.extname(file.filename ?? '').toLowerCase();
  if (named && !NAME_EXTENSIONS[kind.mime]!.includes(named)) {
    throw unsupportedMedia(
      `The file is named "${named}" but holds a ${kind.ext.toUpperCase()} ${what}. Rename it or choose the right file.`,
    );
  }
  const relative = `${model.def.name}/${randomUUID()}.${kind.ext}`;
  await media.put(relative, buffer, kind.mime);
  return { path: relative, url: `${MEDIA_BASE}/${relative}`, bytes: buffer.length, mime: kind.mime };
}
