import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type * as SentryNode from '@sentry/node';
import type { ErrorReportingConfig } from '@/config.ts';

/** Reports the server's unexpected errors (the 5xx answers) to SENTRY_DSN (decision 036). */
export type ErrorReporter = {
  /** Report the error a request failed with; returns at once (the report is sent in the background). */
  report(error: unknown, request: FastifyRequest): void;
  /** Send what is still pending (up to two seconds) and stop. */
  close(): Promise<void>;
};

type SentryEvent = Parameters<NonNullable<SentryNode.NodeOptions['beforeSend']>>[0];

/** What an event may say about its request: where it went, never what it carried. */
function withoutRequestContent<E extends Pick<SentryEvent, 'request'>>(event: E): E {
  if (event.request) {
    const { method, url } = event.request;
    event.request = { method, url };
  }
  return event;
}

/**
 * A client of its own, not `Sentry.init`: nothing global is installed (no OpenTelemetry, no
 * handlers on the process, no instrumented modules), so the only events are the ones this server
 * sends, built from the request's id, route and user and never from its headers, cookies or body.
 * `@sentry/node` is loaded with the first error to report, not at start: a node without SENTRY_DSN
 * never loads it (test/operations/on-demand-imports.test.ts), and one with it pays its start-up
 * time and memory only once something has failed (decision 036).
 */
export function createErrorReporter(config: ErrorReportingConfig, log: FastifyBaseLogger): ErrorReporter {
  const load = () =>
    import('@sentry/node').then(
      (Sentry) => {
        const client = new Sentry.NodeClient({
          dsn: config.dsn,
          environment: config.environment,
          transport: Sentry.makeNodeTransport,
          stackParser: Sentry.defaultStackParser,
          // The error's causes, and the runtime and machine it ran on; no breadcrumbs of console
          // output or outgoing calls, which could carry what a request sent.
          integrations: [Sentry.linkedErrorsIntegration(), Sentry.nodeContextIntegration()],
          sendDefaultPii: false,
          beforeSend: withoutRequestContent,
        });
        client.init();
        const scope = new Sentry.Scope();
        scope.setClient(client);
        return { client, scope };
      },
      (err: unknown) => {
        log.error({ err }, 'error reporting could not start: @sentry/node did not load; errors are only logged');
        return undefined;
      },
    );
  let started: ReturnType<typeof load> | undefined;

  return {
    report(error, request) {
      // Read now: the request is answered before the report is made. The path without its query
      // (a search's words, a list's filters).
      const { id, method } = request;
      const path = request.url.split('?')[0]!;
      const route = request.routeOptions.url;
      const userId = request.session?.userId;
      void (started ??= load()).then((sentry) => {
        if (!sentry) return;
        const scope = sentry.scope.clone();
        scope.setTag('request_id', id);
        if (route) scope.setTag('route', route);
        scope.setTransactionName(`${method} ${route ?? path}`);
        if (userId !== undefined) scope.setUser({ id: String(userId) });
        scope.addEventProcessor((event) => ({ ...event, request: { method, url: path } }));
        scope.captureException(error, { mechanism: { type: 'fastify.error-handler', handled: false } });
      });
    },
    async close() {
      const sentry = await started;
      await sentry?.client.close(2000);
    },
  };
}
