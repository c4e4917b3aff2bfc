import type { z } from 'zod';
import { isApiError } from './api-error.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed schema check. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** Field messages the server sent under `error.fields` (400 answers). */
export function serverFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) ? { ...error.fields } : {};
}
