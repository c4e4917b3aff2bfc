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

/**
 * Field messages the server sent under `error.fields` (400 answers), per top-level field: a
 * message about one item of a list (`tickers.1`) belongs to the list's field.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isApiError(error)) return errors;
  for (const [key, message] of Object.entries(error.fields)) {
    const field = key.split('.')[0]!;
    if (errors[field] === undefined) errors[field] = message;
  }
  return errors;
}
