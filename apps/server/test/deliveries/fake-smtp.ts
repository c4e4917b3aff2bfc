import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/**
 * A mail server for tests: it keeps every message it accepted (by recipient), answers 550 for
 * `refuse` addresses and 451 for `busy` ones (as many times as given), and can take its time.
 */
export async function startFakeSmtp(opts: { refuse?: string[]; busy?: Record<string, number>; delayMs?: number } = {}) {
  const received: string[] = [];
  const busy = new Map(Object.entries(opts.busy ?? {}));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (opts.refuse?.includes(to)) {
        const err = Object.assign(new Error(`No such mailbox: ${to}`), { responseCode: 550 });
        return callback(err);
      }
      const left = busy.get(to) ?? 0;
      if (left > 0) {
        busy.set(to, left - 1);
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const done = () => {
          for (const r of session.envelope.rcptTo) received.push(r.address.toLowerCase());
          callback();
        };
        if (opts.delayMs) setTimeout(done, opts.delayMs);
        else done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many messages each address got. */
    perAddress(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const to of received) counts.set(to, (counts.get(to) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
