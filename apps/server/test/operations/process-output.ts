import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.ts';

const SERVER = path.resolve(import.meta.dirname, '../..');

/** A server started from its sources as `npm run start:src` does, with everything it writes kept. */
export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Every line written so far, stdout and stderr, in order of arrival. */
  lines(): string[];
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
  /** Wait until `probe` holds (polled), or fail with what the server wrote. */
  until(what: string, probe: () => Promise<boolean> | boolean, timeoutMs?: number): Promise<void>;
  ready(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let all = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    all += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk.toString();
    all += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    url,
    child,
    lines: () => all.split('\n').filter((line) => line.length > 0),
    stdout: () => out,
    stderr: () => err,
    exited,
    async until(what, probe, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (await probe()) return;
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before ${what}:\n${all}`);
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${all}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    ready: (timeoutMs) =>
      server.until(
        'readiness',
        () =>
          fetch(`${url}/api/ready`).then(
            (r) => r.status === 200,
            () => false,
          ),
        timeoutMs,
      ),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(force);
      return code;
    },
  };
  return server;
}
