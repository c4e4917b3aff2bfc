import type { Compilable, CompiledQuery } from 'kysely';

/** Marks a statement that may wait for the next one of its transaction (pg-connection.ts). */
export const HELD_MARK = '/* held */ ';

/**
 * Run a write whose answer nobody reads (an audit entry) so that, inside a PostgreSQL transaction,
 * it waits for the transaction's next statement and goes in the same round trip (decision 055).
 * Its failure, should it fail, is the next statement's, and the transaction rolls back as it would
 * have. Outside a transaction, and on SQLite, it runs at once.
 */
export async function executeHeld(
  db: { executeQuery(query: CompiledQuery): Promise<unknown> },
  query: Compilable,
): Promise<void> {
  const compiled = query.compile();
  await db.executeQuery({ ...compiled, sql: HELD_MARK + compiled.sql });
}
