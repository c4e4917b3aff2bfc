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

/**
 * Set while someone is signed in in this browser, so a 401 can tell a session that ended ("Session
 * expired!") from a first visit while signed out (the sign-in screen, without the notice), even
 * after a reload. Not a secret: it says nothing but "a session was open here".
 */
const SIGNED_IN_MARK = 'rc-signed-in';

function markSignedIn(on: boolean): void {
  try {
    if (on) localStorage.setItem(SIGNED_IN_MARK, '1');
    else localStorage.removeItem(SIGNED_IN_MARK);
  } catch {
    // Storage refused (a private window's quota): the notice then follows the profile in memory.
  }
}

function markedSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_MARK) === '1';
  } catch {
    return false;
  }
}

export function setProfile(profile: Profile): void {
  markSignedIn(true);
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
  markSignedIn(false);
  sessionStore.set(initial());
  for (const listener of clearedListeners) listener();
}

const endingListeners = new Set<(person: Profile) => void>();

/**
 * Run `listener` when the server ends the session (a 401), before it is forgotten: the last moment
 * the person is known, when an editor keeps their unsaved work for them.
 */
export function onSessionEnding(listener: (person: Profile) => void): () => void {
  endingListeners.add(listener);
  return () => endingListeners.delete(listener);
}

/**
 * The server said the session is over: tell the listeners who was signed in, forget the session,
 * and say whether there was one to end (a first visit while signed out had none).
 */
export function endSession(): boolean {
  const { profile } = sessionStore.get();
  const hadSession = profile !== null || markedSignedIn();
  if (profile) {
    for (const listener of endingListeners) {
      try {
        listener(profile);
      } catch {
        // One editor failing to keep its work must not stop the others, nor the way to sign in.
      }
    }
  }
  clearSession();
  return hadSession;
}

export function useSession<S>(select: (state: SessionState) => S): S {
  return useExternalStore(sessionStore, select);
}

export const useProfile = () => useSession((state) => state.profile);
export const usePermissions = () => useSession((state) => state.permissions);
export const usePermissionsFetched = () => useSession((state) => state.permissionsFetched);
