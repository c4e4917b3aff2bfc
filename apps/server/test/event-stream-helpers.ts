import { readServerSentEvents } from '@rc/contract/server-sent-events';
import { BASIC } from './test-app.ts';

/** Read one event's values off a server-sent event stream as they come (`pick` turns its data into the value). */
export async function openEventStream<T>(url: string, cookie: string, event: string, pick: (data: any) => T) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: BASIC, cookie }, signal: controller.signal });
  const values: T[] = [];
  const waiters: Array<() => void> = [];
  if (res.ok && res.body) {
    const events = readServerSentEvents(res.body);
    void (async () => {
      try {
        for await (const frame of events) {
          if (frame.event !== event) continue;
          values.push(pick(JSON.parse(frame.data)));
          waiters.splice(0).forEach((w) => w());
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    res,
    values,
    /** The `count`-th value, waiting for it up to `timeout` ms. */
    async next(count: number, timeout = 3000): Promise<T> {
      const deadline = Date.now() + timeout;
      while (values.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${values.length} events: ${values.join(', ')}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return values[count - 1]!;
    },
    close: () => controller.abort(),
  };
}
