import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_LIMITS, SEARCH_PATH, type SearchGroup } from '@rc/contract/search';
import { api } from '@/lib/api-client.ts';

/** Records per area: enough to pick from, few enough to scan with the arrow keys. */
const PER_AREA = 5;

export const searchKeys = { words: (q: string) => ['command-palette', 'search', q] as const };

/** The areas' matches for the typed words (empty words: nothing asked). */
export function useRecordSearch(words: string) {
  const q = words.trim().slice(0, SEARCH_LIMITS.maxQuery);
  return useQuery({
    queryKey: searchKeys.words(q),
    enabled: q.length > 0,
    queryFn: ({ signal }) => api.get<SearchGroup[]>(SEARCH_PATH, { query: { q, limit: PER_AREA }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
