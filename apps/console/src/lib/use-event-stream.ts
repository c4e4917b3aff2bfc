import { useEffect, useRef } from 'react';
import { api, type StreamEvent } from './api-client.ts';
import { isApiError } from './api-error.ts';

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * Follow one of the server's event streams while `enabled`: every event goes to `onEvent`, and
 * the stream is opened again with back-off (1 s doubling to 30 s) when it drops or the server ends
 * it. A refusal (signed out, not allowed) is not retried: the error catalogue has acted, and
 * asking again would not help. The newest `onEvent` is used, so it need not be stable.
 */
export function useEventStream(path: string, enabled: boolean, onEvent: (event: StreamEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;
    const reconnect = () => {
      if (controller.signal.aborted) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
    function connect() {
      api
        .stream(path, {
          signal: controller.signal,
          onEvent: (event) => {
            delay = RETRY_FIRST_MS;
            handler.current(event);
          },
        })
        .then(reconnect, (error: unknown) => {
          if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
          reconnect();
        });
    }
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [path, enabled]);
}
