import { API } from '@rc/contract/api-paths';
import { ACTION_LISTS, emptyPermissionSet, type PermissionSet } from '@rc/contract/permissions';
import type { Profile } from '@rc/contract/profile';
import { api } from './api-client.ts';
import { sessionStore, setPermissions, setProfile } from './session-store.ts';

export function fetchProfile(): Promise<Profile> {
  return api.get<Profile>(API.profile.get);
}

/** Section 4: permissions absent in the answer reset to the default (empty) set. */
export function normalisePermissions(answer: unknown): PermissionSet {
  const set = emptyPermissionSet();
  if (!answer || typeof answer !== 'object') return set;
  for (const list of Object.values(ACTION_LISTS)) {
    const value = (answer as Record<string, unknown>)[list];
    if (Array.isArray(value))
      set[list] = value.filter((name): name is PermissionSet[typeof list][number] => typeof name === 'string');
  }
  return set;
}

/** Load the profile only when it is not loaded yet (section 4). */
export async function ensureProfile(): Promise<Profile> {
  const loaded = sessionStore.get().profile;
  if (loaded) return loaded;
  const profile = await fetchProfile();
  setProfile(profile);
  return profile;
}

/** Reload the permission set; called before every guarded navigation. */
export async function refreshPermissions(): Promise<PermissionSet> {
  const answer = await api.get<unknown>(API.selfPermission);
  const permissions = normalisePermissions(answer);
  setPermissions(permissions);
  return permissions;
}
