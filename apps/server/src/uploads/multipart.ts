import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '@/http/errors.ts';

type PartLimits = { fileSize: number; files?: number; fields?: number; parts?: number };

/** What a client sent that the multipart parser could not read: no boundary, a cut-off body, bad headers. */
export function malformedMultipart(field: string, what: string): AppError {
  return badRequest(
    `The upload is not a well-formed multipart/form-data request (missing boundary or cut-off body). Send the ${what} in the "${field}" part.`,
    { [field]: `Attach the ${what} again` },
  );
}

/** A parser failure that is the client's doing becomes a 400; our own typed errors and 4xx pass through. */
function asClientError(err: unknown, field: string, what: string): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return err;
  return malformedMultipart(field, what);
}

/**
 * The first file part of a multipart request (undefined when there is none). Every upload call
 * reads its file through here, so a malformed body is the same 400 everywhere.
 */
export async function readFilePart(
  request: FastifyRequest,
  limits: PartLimits,
  field: string,
  what: string,
): Promise<MultipartFile | undefined> {
  try {
    return await request.file({ limits: { files: 1, ...limits } });
  } catch (err) {
    throw asClientError(err, field, what);
  }
}

/** The part's bytes, or undefined when it is larger than its limit; a body cut off midway is a 400. */
export async function readPartBytes(part: MultipartFile, field: string, what: string): Promise<Buffer | undefined> {
  try {
    const buffer = await part.toBuffer();
    return part.file.truncated ? undefined : buffer;
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return undefined;
    throw asClientError(err, field, what);
  }
}

/** The same rule for a part streamed elsewhere (a spooled CSV). */
export function multipartStreamError(err: unknown, field: string, what: string): unknown {
  return asClientError(err, field, what);
}
