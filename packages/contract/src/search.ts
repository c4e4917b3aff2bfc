import { z } from 'zod';
import { envelope } from './api.ts';

/**
 * The console's command palette finds records by title or name across the areas the caller can
 * read: `GET /api/search?q=&limit=` answers one group per readable area, each searched with the
 * same full-text index as that area's list (decision 004), so a word finds the same records in
 * both places.
 */
export const SEARCH_PATH = '/search';

export const SEARCH_LIMITS = { maxQuery: 100, maxPerArea: 20, defaultPerArea: 5 } as const;

export const searchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q is required: the words to look for' })
    .trim()
    .min(1, 'q must not be empty')
    .max(SEARCH_LIMITS.maxQuery, `q must be at most ${SEARCH_LIMITS.maxQuery} characters`),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_LIMITS.maxPerArea, `limit must be at most ${SEARCH_LIMITS.maxPerArea}`)
    .default(SEARCH_LIMITS.defaultPerArea),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().optional(),
  /** The console screen that opens the record. */
  path: z.string(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchGroupSchema = z.object({
  /** The resource's name (`client`, `algo-research`, …). */
  area: z.string(),
  label: z.string(),
  items: z.array(searchItemSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** Every area the caller can read, in SEARCH_AREAS order, even when nothing matched in it. */
export const searchAnswerSchema = envelope(z.array(searchGroupSchema));
