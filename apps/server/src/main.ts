import type { EventEmitter } from 'node:events';
import v8 from 'node:v8';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { ensureFirstOwner } from './seed/first-start.ts';
import { seedDemo } from './seed/demo.seed.ts';
import { SERVER_LISTENING, V8_HEAP_FLAGS } from './launch/start-up.ts';

// Also set by the launcher (dist/main.mjs) before it compiles this code; here for every other way
// of starting the server (the TypeScript sources, tests).
v8.setFlagsFromString(V8_HEAP_FLAGS);

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const app = await buildApp({ config });
  const first = await ensureFirstOwner(app.ctx);
  if (config.seedDemo) await seedDemo(app.ctx);
  await app.listen({ port: config.port, host: config.host });
  // Not one of Node's own process events, which is all the types allow.
  (process as EventEmitter).emit(SERVER_LISTENING);
  const url = config.publicUrl;
  const lines = [`Research Console is running at ${url}`];
  if (first.created) {
    lines.push(
      `Sign in as ${first.email} with password ${first.password}${first.generated ? '  (generated: shown this once, keep it)' : ''}`,
    );
    if (first.demoUsers.length) lines.push(`Demo staff (same password): ${first.demoUsers.join(', ')}`);
  } else {
    lines.push(`Sign in as ${config.adminEmail} (password: ADMIN_PASSWORD, or the one printed at first start).`);
  }
  const reporting = config.errorReporting;
  lines.push(
    reporting
      ? `Error reporting: on, sending to ${reporting.origin} (environment ${reporting.environment}), from the console and the server`
      : 'Error reporting: off (set SENTRY_DSN to turn it on)',
  );
  console.log(lines.join('\n'));

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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
