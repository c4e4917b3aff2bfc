/**
 * Does this error mean "the database cannot be reached right now" rather than "this query is
 * wrong"? Such a failure is the database's, not the request's: the server answers 503 with
 * Retry-After (the error handler), and a node starting while the database is away waits for it
 * (main.ts). The pool opens new connections once the database is back, so nothing needs a restart.
 */

/** The network saying no: refused, reset, timed out, unreachable, not resolvable (yet). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is going away, starting or full: class 08 (connection
 * exception), admin or crash shutdown, cannot connect now, too many connections.
 */
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when a connection is lost or cannot be had in time. */
const POSTGRES_MESSAGES = [/^timeout exceeded when trying to connect/i, /^Connection terminated/i, /is not queryable$/i];

/** SQLite: another connection held the write lock for longer than the busy timeout. */
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT']);

function unavailable(err: unknown, depth: number): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || SQLITE_CODES.has(code) || code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && POSTGRES_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A connection to a name with several addresses fails with each address's error inside one.
  if (Array.isArray(errors) && errors.some((inner) => unavailable(inner, depth + 1))) return true;
  return unavailable(cause, depth + 1);
}

export function isDatabaseUnavailable(err: unknown): boolean {
  return unavailable(err, 0);
}

/** PostgreSQL ended a statement that ran past DB_STATEMENT_TIMEOUT_MS (query_canceled): a busy database, worth another try. */
export function isStatementTimeout(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '57014';
}

/** How long a client should wait before trying again (Retry-After), in seconds. */
export const DATABASE_RETRY_AFTER_S = 5;
