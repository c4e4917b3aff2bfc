import type { PermissionSet } from '@rc/contract/permissions';
import type { Profile } from '@rc/contract/profile';
import { createExternalStore, useExternalStore } from './external-store.ts';

/**
 * The signed-in staff member (section 3): the profile, and the permission set that starts empty
 * with a fetched flag. Server state is the truth; this is what the navigation guard last loaded.
 * (Only types come from the contract's permissions module here: its zod schemas must not weigh on
 * the sign-in screen, which shares this store.)
 */
export type SessionState = {
  profile: Profile | null;
  permissions: Partial<PermissionSet>;
  permissionsFetched: boolean;
};

const initial = (): SessionState => ({ profile: null, permissions: {}, permissionsFetched: false });

export const sessionStore = createExternalStore<SessionState>(initial());

export function setProfile(profile: Profile): void {
  sessionStore.set((state) => ({ ...state, profile }));
}

export function setPermissions(permissions: PermissionSet): void {
  sessionStore.set((state) => ({ ...state, permissions, permissionsFetched: true }));
}

const clearedListeners = new Set<() => void>();

/** Run `listener` whenever the session is forgotten (e.g. drop cached server data of the last user). */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Forget everything about the session (sign out, a new sign-in, or the server said it is over). */
export function clearSession(): void {
  sessionStore.set(initial());
  for (const listener of clearedListeners) listener();
}

export function useSession<S>(select: (state: SessionState) => S): S {
  return useExternalStore(sessionStore, select);
}

export const useProfile = () => useSession((state) => state.profile);
export const usePermissions = () => useSession((state) => state.permissions);
export const usePermissionsFetched = () => useSession((state) => state.permissionsFetched);
