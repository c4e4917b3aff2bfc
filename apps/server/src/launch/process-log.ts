import os from 'node:os';

/**
 * The lines the process writes itself, outside any request: the start-up banner, a database that
 * is not there yet, a start-up that fails, a crash. In production each is one JSON object in the
 * shape of the request log's lines (pino's: level, time, pid, hostname, msg, and the fields), so a
 * log shipper reads every line of the server alike. Elsewhere they are words for a person at a
 * terminal, as `npm start` prints them.
 */
export type ProcessLog = {
  readonly json: boolean;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  fatal(msg: string, fields?: Record<string, unknown>): void;
};

/** pino's level numbers. */
const LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 } as const;
type Level = keyof typeof LEVELS;

/** An error as pino's serializer writes it: its type, message, stack and code, inside the one line. */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err) };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: err.message,
    stack: err.stack,
    ...(code !== undefined ? { code } : {}),
    ...(err.cause !== undefined ? { cause: serializeError(err.cause) } : {}),
  };
}

export function createProcessLog(
  json: boolean,
  streams: { out: NodeJS.WritableStream; err: NodeJS.WritableStream } = { out: process.stdout, err: process.stderr },
): ProcessLog {
  const hostname = os.hostname();
  const write = (level: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (json) {
      const line: Record<string, unknown> = { level: LEVELS[level], time: Date.now(), pid: process.pid, hostname, msg };
      for (const [key, value] of Object.entries(fields)) line[key] = key === 'err' ? serializeError(value) : value;
      // Every line on stdout, as pino writes the request log.
      streams.out.write(`${JSON.stringify(line)}\n`);
      return;
    }
    const { err, ...rest } = fields;
    const details = Object.entries(rest).map(
      ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
    );
    const text = [msg, ...details.map((d) => `  ${d}`)].join('\n');
    const stream = level === 'info' ? streams.out : streams.err;
    stream.write(`${text}\n${err ? `${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n` : ''}`);
  };
  return {
    json,
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
    fatal: (msg, fields) => write('fatal', msg, fields),
  };
}

/** The log of this process: JSON lines in production (NODE_ENV, read before the configuration is). */
export function processLogFor(env: NodeJS.ProcessEnv = process.env): ProcessLog {
  return createProcessLog(env.NODE_ENV === 'production');
}

const INSTALLED = Symbol.for('research-console.crash-handlers');

/**
 * In production, what Node would print on its own as plain text goes through the log as JSON: an
 * uncaught error or rejection (logged, then the process exits with 1 as Node would) and Node's
 * warnings (Node's own printer is replaced). Installed once per process, whoever asks first (the
 * launcher, then main.ts).
 */
export function installCrashHandlers(log: ProcessLog): void {
  const holder = process as unknown as Record<symbol, boolean>;
  if (!log.json || holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const crash = (kind: string) => (err: unknown) => {
    log.fatal(kind, { err });
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled promise rejection'));
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log.warn('node warning', { warning: { name: warning.name, message: warning.message } }));
}
