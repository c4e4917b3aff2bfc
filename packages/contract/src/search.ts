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

/**
 * How well a found title answers the typed words: 0 it is the same title (any case and spacing),
 * 1 it starts with them, 2 it was found otherwise. The palette puts each group's best first and
 * orders its groups by their best, so Enter opens the exact title.
 */
export function titleMatchRank(title: string, typed: string): 0 | 1 | 2 {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  const found = plain(title);
  const words = plain(typed);
  if (words === '') return 2;
  if (found === words) return 0;
  return found.startsWith(words) ? 1 : 2;
}

/** The best rank of a group's items (2 when it has none). */
export const bestMatchRank = (titles: readonly string[], typed: string): 0 | 1 | 2 =>
  titles.reduce<0 | 1 | 2>((best, title) => Math.min(best, titleMatchRank(title, typed)) as 0 | 1 | 2, 2);

/**
 * Every area the caller can read, even when nothing matched in it: groups by their best match
 * (titleMatchRank), ties in SEARCH_AREAS order; in a group the exact title, then titles starting
 * with the words, then the rest newest first.
 */
export const searchAnswerSchema = envelope(z.array(searchGroupSchema));
