import type { EventEmitter } from 'node:events';
import v8 from 'node:v8';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseUnreachableError, describeDatabase } from './db/database.ts';
import { installCrashHandlers, processLogFor, type ProcessLog } from './launch/process-log.ts';
import { SERVER_LISTENING, V8_HEAP_FLAGS } from './launch/start-up.ts';
import { prepareNode } from './launch/start-node.ts';
import type { FirstStartResult } from './seed/first-start.ts';

// Also set by the launcher (dist/main.mjs) before it compiles this code; here for every other way
// of starting the server (the TypeScript sources, tests).
v8.setFlagsFromString(V8_HEAP_FLAGS);

/** In production every line is one JSON object (the request log's shape), start-up failures included. */
const log = processLogFor();
installCrashHandlers(log);

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    const [, ...problems] = err.message.split('\n').map((line) => line.trim());
    log.fatal('Invalid configuration: the server did not start', { problems });
    process.exit(78);
  }
  let started;
  try {
    started = await prepareNode(config, log);
  } catch (err) {
    const unreachable = err instanceof DatabaseUnreachableError;
    log.fatal(unreachable ? 'The database is not reachable: the server did not start' : 'The server did not start', {
      database: describeDatabase(config.databaseUrl),
      ...(unreachable ? { waited_s: config.dbStartTimeoutMs / 1000 } : {}),
      err,
    });
    process.exit(1);
  }
  const { app, first } = started;
  await app.listen({ port: config.port, host: config.host });
  // Not one of Node's own process events, which is all the types allow.
  (process as EventEmitter).emit(SERVER_LISTENING);
  announce(log, config, first);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness turns false first, so the load balancer stops sending new requests; after the drain
    // wait, close: new requests get 503, those in flight finish, then the process exits.
    app.drain();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: readiness is false, finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    force.unref();
    const wait = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    wait
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * Where the console is and how to sign in. A password is shown only when the server generated it,
 * and then only this once; one the operator gave in ADMIN_PASSWORD is never written anywhere.
 * In production one JSON line with the details as fields; elsewhere a few lines for a person.
 */
function announce(log: ProcessLog, config: Config, first: FirstStartResult): void {
  const url = config.publicUrl;
  const fields: Record<string, string> = { url };
  if (!first.created) {
    fields.sign_in = `Sign in as ${config.adminEmail} (password: ADMIN_PASSWORD, or the one printed at first start).`;
  } else if (first.generated) {
    fields.sign_in = `Sign in as ${first.email} with the generated password below: it is shown this once, keep it.`;
    fields.password = first.password;
  } else {
    fields.sign_in = `Sign in as ${first.email} with the password in ADMIN_PASSWORD.`;
  }
  if (first.created && first.demoUsers.length) fields.demo_staff = `${first.demoUsers.join(', ')} (same password)`;
  const reporting = config.errorReporting;
  fields.error_reporting = reporting
    ? `on, sending to ${reporting.origin} (environment ${reporting.environment}), from the console and the server`
    : 'off (set SENTRY_DSN to turn it on)';
  const msg = `Research Console is running at ${url}`;
  if (log.json) return log.info(msg, fields);
  const { sign_in, password, demo_staff, error_reporting } = fields;
  log.info(
    [
      msg,
      sign_in,
      ...(password ? [`Password: ${password}`] : []),
      ...(demo_staff ? [`Demo staff: ${demo_staff}`] : []),
      `Error reporting: ${error_reporting}`,
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  log.fatal('The server stopped', { err });
  process.exit(1);
});
