import http from 'node:http';
import type net from 'node:net';
import { unzipSync } from 'node:zlib';

/**
 * One item of an envelope: its header and its payload, decompressed (a replay's recording, which
 * `compressed` says it was) and read as text.
 */
export type EnvelopeItem = { type: string; header: Record<string, unknown>; text: string; json: any; compressed: boolean };
export type Envelope = { header: Record<string, any>; items: EnvelopeItem[] };

/**
 * A stand-in for Sentry's ingestion: an HTTP server on a loopback port that takes envelopes at
 * `/api/<project>/envelope/` as Sentry does (CORS for a browser, gzip from a server's SDK) and keeps
 * them for a test to read. Anything else it is sent is kept in `strays`.
 */
export type ErrorCollector = {
  /** A DSN pointing here. */
  dsn: string;
  origin: string;
  envelopes: Envelope[];
  /** Requests that were not an envelope to this DSN's project. */
  strays: string[];
  /** Every envelope's whole text, decompressed: to look for what must never leave. */
  allText(): string;
  close(): Promise<void>;
};

const PROJECT = '42';
const PUBLIC_KEY = 'e2e0public0key';

/** Split an envelope: a header line, then per item a header line and a payload of `length` bytes or up to the next newline. */
export function parseEnvelope(body: Buffer): Envelope {
  let at = 0;
  const line = () => {
    const end = body.indexOf(10, at);
    const text = body.subarray(at, end === -1 ? body.length : end);
    at = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const itemLine = line().toString('utf8');
    if (!itemLine.trim()) continue;
    const itemHeader = JSON.parse(itemLine) as Record<string, unknown> & { type: string; length?: number };
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length);
      at += itemHeader.length + 1;
    } else {
      payload = line();
    }
    const recording = itemHeader.type === 'replay_recording' ? replayRecording(payload) : undefined;
    const text = recording ? recording.text : payload.toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(itemHeader.type === 'replay_recording' ? text.slice(text.indexOf('\n') + 1) : text);
    } catch {
      json = undefined;
    }
    items.push({ type: itemHeader.type, header: itemHeader, text, json, compressed: recording?.compressed ?? false });
  }
  return { header, items };
}

/** `{"segment_id":n}\n` then the recording's events, as JSON or compressed by the replay's worker. */
function replayRecording(payload: Buffer): { text: string; compressed: boolean } {
  const newline = payload.indexOf(10);
  const head = payload.subarray(0, newline + 1).toString('utf8');
  const rest = payload.subarray(newline + 1);
  const compressed = rest[0] === 0x78 || (rest[0] === 0x1f && rest[1] === 0x8b);
  return { text: head + (compressed ? unzipSync(rest) : rest).toString('utf8'), compressed };
}

export async function startErrorCollector(): Promise<ErrorCollector> {
  const envelopes: Envelope[] = [];
  const strays: string[] = [];
  const server = http.createServer((request, response) => {
    // As Sentry answers a browser: any origin may send, and read the answer's rate-limit headers.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    response.setHeader('access-control-expose-headers', 'x-sentry-rate-limits, x-sentry-error, retry-after');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://collector');
      if (request.method !== 'POST' || url.pathname !== `/api/${PROJECT}/envelope/`) {
        strays.push(`${request.method} ${request.url}`);
        return void response.writeHead(404).end();
      }
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = unzipSync(body);
      try {
        envelopes.push(parseEnvelope(body));
      } catch (error) {
        strays.push(`unreadable envelope: ${String(error)}`);
        return void response.writeHead(400).end();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://${PUBLIC_KEY}@127.0.0.1:${port}/${PROJECT}`,
    origin,
    envelopes,
    strays,
    allText: () =>
      envelopes
        .map((e) => [JSON.stringify(e.header), ...e.items.map((i) => `${JSON.stringify(i.header)}\n${i.text}`)].join('\n'))
        .join('\n'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
