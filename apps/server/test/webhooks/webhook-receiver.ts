import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };
export type Answer = { status: number; headers?: Record<string, string> };

/**
 * A real HTTP receiver on 127.0.0.1: it records every call and answers from `answer(path)`
 * (200 unless a test says otherwise).
 */
export async function startReceiver() {
  const received: Received[] = [];
  let answer: (path: string) => Answer = () => ({ status: 200 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const { status, headers } = answer(path);
      res.writeHead(status, { 'content-type': 'text/plain', ...headers });
      res.end(status >= 300 ? `answer ${status}` : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The calls made to one path. */
    at: (path: string) => received.filter((r) => r.path === path),
    answer(fn: (path: string) => Answer) {
      answer = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
