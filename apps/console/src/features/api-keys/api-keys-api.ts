import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_KEY_ROUTES, apiKeyPaths, type ApiKeyCreate, type ApiKeyCreated, type ApiKeyListItem } from '@rc/contract/api-keys';
import { api } from '@/lib/api-client.ts';

/** The public API key calls, through the one API client. */
export const apiKeysClient = {
  list: (signal?: AbortSignal) => api.get<ApiKeyListItem[]>(API_KEY_ROUTES.list, { signal }),
  create: (body: ApiKeyCreate) => api.post<ApiKeyCreated>(API_KEY_ROUTES.create, body),
  revoke: (id: number) => api.post<ApiKeyListItem>(apiKeyPaths.revoke(id)),
};

const listKey = ['api-keys', 'list'] as const;

export function useApiKeys() {
  return useQuery({ queryKey: listKey, queryFn: ({ signal }) => apiKeysClient.list(signal), staleTime: 0 });
}

/** Creating or revoking a key reads the list again (last used and revoked times come from the server). */
export function useApiKeyMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  return {
    create: useMutation({ mutationFn: apiKeysClient.create, onSuccess: refresh }),
    revoke: useMutation({ mutationFn: apiKeysClient.revoke, onSuccess: refresh }),
  };
}
