import { useQuery } from '@tanstack/react-query';
import { resourceApi } from '@rc/contract/resources/resource';
import { api } from '@/lib/api-client.ts';

export type CurrentVersion = {
  id: number;
  version_number: number;
  effective_from: string;
  title?: string;
  document_type?: string;
  content?: string;
  created_at: string;
};

type ListAnswer = { data: CurrentVersion[]; total: number };

/** The current version of each document of a versioned legal resource (for the landing cards). */
export function useCurrentVersions(resource: 'circle-disclosure' | 'legal-information', enabled: boolean) {
  return useQuery({
    queryKey: ['legal', resource, 'current'],
    queryFn: ({ signal }) =>
      api.get<ListAnswer>(resourceApi(resource).list, {
        query: { is_current: 'true', limit: 100, sortby: 'created_at', sortdesc: false },
        signal,
      }),
    enabled,
  });
}
