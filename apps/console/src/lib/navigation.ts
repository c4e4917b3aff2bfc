import { ROUTES } from '@rc/contract/routes';

type Navigate = (to: string, options: { replace: boolean; state?: unknown }) => void;

let navigateImpl: Navigate = (to, { replace }) => {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
};

/** The router registers itself here so code outside React (the API client) can move the user. */
export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** The mark of a move nothing may hold back, carried in the history entry's state. */
const FORCED = 'rcForced';

/**
 * Move the user. `force`: nothing holds the move back, not even unsaved changes (the session has
 * ended: the editor has kept them, and staying would only show a console that no longer answers).
 */
export function navigateTo(to: string, options: { replace: boolean; force?: boolean } = { replace: false }): void {
  navigateImpl(to, options.force ? { replace: options.replace, state: { [FORCED]: true } } : { replace: options.replace });
}

/** Whether a location was reached by a forced move (see navigateTo). */
export function isForcedNavigation(location: { state?: unknown }): boolean {
  const state = location.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[FORCED] === true;
}

export const SIGNIN_REDIRECT_PARAM = 'redirect';

/** The sign-in path that brings the user back to `returnTo` afterwards. */
export function signinPath(returnTo?: string): string {
  if (!returnTo || returnTo === '/' || !isSafeReturnPath(returnTo)) return ROUTES.Login.path;
  return `${ROUTES.Login.path}?${SIGNIN_REDIRECT_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** Only same-origin paths; never a session screen (signing in again would loop). */
export function isSafeReturnPath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  const pathname = value.split(/[?#]/)[0] ?? '';
  return !SESSION_PATHS.includes(pathname);
}

export const SESSION_PATHS: readonly string[] = Object.values(ROUTES)
  .filter((route) => 'session' in route && route.session)
  .map((route) => route.path);

/** Pages on which a 401 is expected and must not send the user anywhere (section 8). */
export const UNAUTHENTICATED_PATHS: readonly string[] = [
  ROUTES.Login.path,
  ROUTES.ForgotPassword.path,
  ROUTES.ResetPassword.path,
];

let pendingImpl: () => string | null = () => null;

/**
 * The router registers where a navigation under way is going, so a sign-in asked for during it
 * (the session ended, found out while the next screen loads) returns there, not to the page left.
 */
export function registerPendingLocation(pending: () => string | null): void {
  pendingImpl = pending;
}

/** Where the user is, or is going when a navigation is under way. */
export function currentPathWithSearch(): string {
  const pending = pendingImpl();
  // Already on the way to sign in (a second call failed too): the page to return to is still this one.
  if (pending && isSafeReturnPath(pending)) return pending;
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
