import autocannon from 'autocannon';
import { API_BASE } from '@rc/contract/api-paths';
import { resourceApi } from '@rc/contract/resources/resource';
import { getWithRetry, type Caller } from './cluster-client.ts';

export type LoadFigures = {
  /** Writes answered (2xx or not) or failed without an answer. */
  writes: number;
  /** Writes that got no answer at all (nginx answers 502 for a node that died, so none is expected). */
  unanswered: number;
  /** Names of the records whose create was answered 2xx. */
  acknowledged: Set<string>;
  acknowledgedAfterKill: number;
  /** From SIGKILL until the operating system reported the node gone (its accept queue still takes requests). */
  goneMs: number;
  /** Failed writes sent before the node was gone and answered after the kill. */
  failedInFlight: number;
  /** Failed writes sent after the node was gone, or answered before the kill: none is expected. */
  failedOther: number;
  /** Each of those: its status and when it was sent and answered, from the kill. */
  failedOtherDetails: string[];
  reads: number;
  readsRetried: number;
  readsFailed: number;
};

const TAG = resourceApi('master-tag');
const CONNECTIONS = 10;
const READERS = 2;

/**
 * `seconds` of unique writes (one master tag each, named `<prefix><n>`) through the balancer on
 * CONNECTIONS connections, and GETs of a signed-in console retried as a careful client does;
 * `kill` runs after `killAfterMs`. Which node took a request is not visible here, so a failed write
 * counts as in flight on the killed node when it was sent before the node was gone (nginx gives a
 * write a fresh connection, which a dead node refuses and the next node then takes).
 */
export async function loadWithKill(opts: {
  base: string;
  caller: Caller;
  prefix: string;
  seconds: number;
  killAfterMs: number;
  /** Kill the node; resolves when it is gone. */
  kill: () => Promise<void>;
}): Promise<LoadFigures> {
  let serial = 0;
  let killedAt = Infinity;
  let goneAt = Infinity;
  const acknowledged = new Set<string>();
  let acknowledgedAfterKill = 0;
  let failedInFlight = 0;
  let failedOther = 0;
  let answered = 0;
  let unanswered = 0;
  const failedOtherDetails: string[] = [];
  const failed = (status: number, sentAt: number) => {
    const now = Date.now();
    if (now >= killedAt && sentAt <= goneAt) failedInFlight++;
    else {
      failedOther++;
      failedOtherDetails.push(
        `${status} sent at ${Math.round(sentAt - killedAt)} ms, answered at ${now - killedAt} ms from the kill`,
      );
    }
  };

  let instance!: autocannon.Instance;
  const finished = new Promise<void>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${opts.base}${API_BASE}${TAG.create}`,
        connections: CONNECTIONS,
        duration: opts.seconds,
        requests: [
          {
            method: 'POST',
            headers: { ...opts.caller, 'content-type': 'application/json' },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ name: `${opts.prefix}${++serial}`, applies_to: 'BOTH' }),
            }),
            onResponse: (status, body) => {
              if (status < 200 || status > 299) return;
              acknowledged.add((JSON.parse(body) as { data: { name: string } }).data.name);
              if (Date.now() > killedAt) acknowledgedAfterKill++;
            },
          },
        ],
      },
      (err) => (err ? reject(err) : resolve()),
    );
  });
  instance.on('response', (_client, status, _bytes, responseMs) => {
    answered++;
    if (status < 200 || status > 299) failed(status, Date.now() - responseMs);
  });
  // No answer at all: nginx answers for a node that died, so this is never expected.
  instance.on('reqError', (err) => {
    unanswered++;
    failedOther++;
    failedOtherDetails.push(`no answer (${err.message}) at ${Date.now() - killedAt} ms from the kill`);
  });

  const killer = setTimeout(() => {
    killedAt = Date.now();
    void opts.kill().then(() => (goneAt = Date.now()));
  }, opts.killAfterMs);

  let reading = true;
  const reads = { count: 0, retried: 0, failed: 0 };
  const reader = async () => {
    while (reading) {
      const { status, tries } = await getWithRetry(`${opts.base}${API_BASE}${TAG.list}?limit=5`, opts.caller);
      reads.count++;
      if (tries > 1) reads.retried++;
      if (status !== 200) reads.failed++;
    }
  };
  const readers = Array.from({ length: READERS }, reader);

  await finished;
  clearTimeout(killer);
  reading = false;
  await Promise.all(readers);
  return {
    writes: answered + unanswered,
    unanswered,
    acknowledged,
    acknowledgedAfterKill,
    goneMs: goneAt - killedAt,
    failedInFlight,
    failedOther,
    failedOtherDetails,
    reads: reads.count,
    readsRetried: reads.retried,
    readsFailed: reads.failed,
  };
}
