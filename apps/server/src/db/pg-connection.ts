import { createRequire } from 'node:module';
import type pgTypes from 'pg';
import { HELD_MARK } from './held-statement.ts';

/** At most this many named statements per connection; statements beyond them go unnamed. */
const NAMED_PER_CONNECTION = 500;
const NAMED_MAX_VALUES = 64;
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;
type Result = { command: string; rowCount: number | null; rows: unknown[]; fields: unknown[] };
/** A statement waiting to go ahead of the next one on its connection. */
type Held = { text: string; values: readonly unknown[] };

const done = (command: string, rowCount: number | null = null): Promise<Result> =>
  Promise.resolve({ command, rowCount, rows: [], fields: [] });
const BEGIN: Held = { text: 'begin', values: [] };

type PgConnection = {
  on(event: 'parseComplete', listener: () => void): void;
  removeListener(event: 'parseComplete', listener: () => void): void;
  parse(msg: object): void;
  bind(msg: object): void;
  execute(msg: object): void;
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
};
type PgQuery = {
  name?: string;
  text: string;
  hasBeenParsed(connection: PgConnection): boolean;
  prepare(connection: PgConnection): void;
  handleCommandComplete(msg: unknown, connection: PgConnection): void;
  handleError(err: unknown, connection: PgConnection): void;
};

/**
 * A statement sent with the statements held for it ahead of it, in one write and one round trip
 * (decision 055): each held statement is parsed, bound and executed, then the statement as pg
 * sends it, then one Sync. PostgreSQL answers them in order; the held ones' answers are not the
 * statement's result, so they are passed over. Should a held statement fail, PostgreSQL skips the
 * rest up to the Sync and the statement fails with its error: the transaction is aborted, exactly
 * as if the held statement had gone alone, and the caller rolls it back.
 */
function withHeld(pg: typeof pgTypes) {
  const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue: (v: unknown) => unknown };
  return class WithHeld extends (pg.Query as unknown as new (config: object) => PgQuery) {
    #held: readonly Held[];
    #passOver: number;
    #undoMarks: (() => void) | null = null;
    #connection: PgConnection | null = null;
    constructor(config: object, held: readonly Held[]) {
      super(config);
      this.#held = held;
      this.#passOver = held.length;
    }
    override prepare(connection: PgConnection): void {
      // pg takes every ParseComplete for this query's own. The held statements' come first: the
      // marks they leave are undone, or a statement that then fails to parse would count as parsed
      // on this connection.
      if (this.name !== undefined && !this.hasBeenParsed(connection)) {
        const name = this.name;
        let left = this.#held.length;
        const undo = () => {
          delete connection.parsedStatements[name];
          connection.submittedNamedStatements[name] = this.text;
          if (--left === 0) this.#stopUndoing();
        };
        connection.on('parseComplete', undo);
        this.#undoMarks = undo;
        this.#connection = connection;
      }
      for (const held of this.#held) {
        connection.parse({ text: held.text, name: '' });
        connection.bind({ portal: '', statement: '', values: held.values, valueMapper: prepareValue });
        connection.execute({ portal: '', rows: 0 });
      }
      super.prepare(connection);
    }
    #stopUndoing(): void {
      if (this.#undoMarks) this.#connection?.removeListener('parseComplete', this.#undoMarks);
      this.#undoMarks = null;
    }
    override handleCommandComplete(msg: unknown, connection: PgConnection): void {
      if (this.#passOver > 0) {
        this.#passOver--;
        return;
      }
      super.handleCommandComplete(msg, connection);
    }
    override handleError(err: unknown, connection: PgConnection): void {
      this.#stopUndoing();
      super.handleError(err, connection);
    }
  };
}

/**
 * How this process talks on each pooled connection (decisions 045 and 055):
 * - Statements go as named prepared statements: the first time a text is seen on the connection it
 *   is parsed (and, after a few runs, planned) under a name; each later run only binds and
 *   executes. A statement whose result columns a migration changed since (PostgreSQL's "cached plan
 *   must not change result type") fails once and is named afresh.
 * - A transaction's `begin` waits for the transaction's first statement and goes in the same round
 *   trip; a transaction that ends before any statement sends nothing at all.
 * - Inside a transaction, a statement marked as held (held-statement.ts: an audit entry, whose
 *   answer nobody reads) waits for the next statement and goes with it; a rollback drops it unsent.
 * - The statement limit is set on the connection before its next statement.
 */
export function tuneConnection(
  pg: typeof pgTypes,
  client: pgTypes.PoolClient,
  enabled: () => boolean,
  limitMs: () => number,
): void {
  const query = client.query.bind(client) as Query;
  const WithHeld = withHeld(pg);
  const names = new Map<string, string>();
  let next = 0;
  let limited = 0;
  let inTransaction = false;
  let held: Held[] = [];

  // Bulk statements (a batch of rows, a long id list) come in many sizes and are worth no name.
  const nameOf = (text: string, values: unknown): string | undefined => {
    if (!Array.isArray(values) || values.length > NAMED_MAX_VALUES || !enabled() || !NAMEABLE.test(text)) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_PER_CONNECTION) {
      name = `rc_${++next}`;
      names.set(text, name);
    }
    return name;
  };
  const renamedOnChange = (text: string) => (err: { code?: string }) => {
    if (err?.code === '0A000') names.delete(text);
    throw err;
  };

  const tuned: Query = (config, values, callback) => {
    // The statement limit, set on the connection before its next statement (the client sends its
    // statements in order, so this one runs under it).
    const limit = limitMs();
    if (limit !== limited) {
      limited = limit;
      (query(`set statement_timeout = ${limit}`) as Promise<unknown>).catch(() => undefined);
    }
    const plain = typeof config === 'string' && callback === undefined && (values === undefined || Array.isArray(values));
    if (plain) {
      const text = config as string;
      const args = (values as unknown[] | undefined) ?? [];
      const word = args.length === 0 ? text.trim().toLowerCase() : '';
      if (word === 'begin' && !inTransaction) {
        inTransaction = true;
        held = [BEGIN];
        return done('BEGIN');
      }
      if (word === 'commit' || word === 'rollback') {
        inTransaction = false;
        const unsent = held;
        held = [];
        // Nothing was sent: nothing to end. A rollback drops what waits; a commit sends it first.
        if (unsent[0] === BEGIN && (word === 'rollback' || unsent.length === 1)) return done(word.toUpperCase());
        if (word === 'commit' && unsent.length > 0) return sendWith(unsent, text, undefined, []);
        return query(text);
      }
      if (inTransaction && text.startsWith(HELD_MARK)) {
        held.push({ text, values: args });
        return done('INSERT', 0);
      }
      if (held.length > 0) {
        const ahead = held;
        held = [];
        return sendWith(ahead, text, nameOf(text, values), args);
      }
    } else if (held.length > 0) {
      // Anything else (a cursor, a callback) goes after what waits, sent on its own, in order.
      for (const h of held) (query(h.text, h.values) as Promise<unknown>).catch(() => undefined);
      held = [];
    }
    if (typeof config !== 'string' || callback !== undefined) return query(config, values, callback);
    const name = nameOf(config, values);
    if (name === undefined) return query(config, values);
    return (query({ name, text: config, values }) as Promise<unknown>).catch(renamedOnChange(config));
  };

  function sendWith(ahead: readonly Held[], text: string, name: string | undefined, values: readonly unknown[]) {
    return new Promise((resolve, reject) => {
      const sent = new WithHeld(
        {
          name,
          text,
          values,
          queryMode: 'extended',
          callback: (err: Error | null, result: unknown) => (err ? reject(err) : resolve(result)),
        },
        ahead,
      );
      query(sent);
    }).catch(renamedOnChange(text));
  }

  (client as unknown as { query: Query }).query = tuned;
}
