import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionSet } from '@rc/contract/permissions';
import { userPermissionApi, type PermissionHistoryEntry, type UserPermissionDetail } from '@rc/contract/user-permission';
import { api } from '@/lib/api-client.ts';

export type PermissionHistoryAnswer = { data: PermissionHistoryEntry[]; total: number; page: number; limit: number };

export const permissionKeys = {
  all: ['user-permission'] as const,
  detail: (id: number) => ['user-permission', id, 'detail'] as const,
  history: (id: number) => ['user-permission', id, 'history'] as const,
};

export function usePermissionDetail(id: number) {
  return useQuery({
    queryKey: permissionKeys.detail(id),
    queryFn: ({ signal }) => api.get<UserPermissionDetail>(userPermissionApi.detail(id), { signal }),
    // The matrix must not change under the person ticking boxes: refreshes come from saving.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function usePermissionHistory(id: number) {
  return useQuery({
    queryKey: permissionKeys.history(id),
    queryFn: ({ signal }) => api.get<PermissionHistoryAnswer>(userPermissionApi.history(id), { query: { limit: 50 }, signal }),
  });
}

export const savePermissions = (id: number, set: PermissionSet, version: number, note: string) =>
  api.put<UserPermissionDetail>(userPermissionApi.update(id), { ...set, version, ...(note.trim() ? { note: note.trim() } : {}) });

/** After a save: the new set is the detail; the history has a new entry. */
export function useAfterPermissionSave(id: number) {
  const queryClient = useQueryClient();
  return (detail: UserPermissionDetail) => {
    queryClient.setQueryData(permissionKeys.detail(id), detail);
    void queryClient.invalidateQueries({ queryKey: permissionKeys.history(id) });
  };
}
