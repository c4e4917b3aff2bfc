/** Product texts of the error catalogue (section 8) and the forbidden page (section 1), spelled as the specification spells them. */
export const SESSION_EXPIRED = {
  title: 'Session expired!',
  text: 'Please signin back to access your dashboard.',
} as const;

export const INSUFFICIENT_PERMISSION = {
  title: 'Insufficient Permission!',
  text: 'Contact your admin to access this feature.',
} as const;

export const FORBIDDEN_PAGE_TEXT = "You don't have permission to access this page.";

export const NETWORK_ERROR_TEXT = 'Cannot reach the server. Check your connection and try again.';

/** The 429 answer: Retry-After is in seconds; people read minutes. */
export function tooManyAttemptsText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
