import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const DEMO_PASSWORD = 'Demo-Password-2026';

/**
 * The journeys' server runs with its own client credentials, not the development defaults: the
 * console must take them from the page the server sends (the build knows none of them).
 */
export const E2E_API_CLIENT = { id: 'e2e-console', secret: 'e2e-console-secret-7f3a' } as const;
/** The client header value for calls a journey makes itself. */
export const E2E_BASIC = `Basic ${Buffer.from(`${E2E_API_CLIENT.id}:${E2E_API_CLIENT.secret}`).toString('base64')}`;

export type TestServer = {
  url: string;
  databaseFile: string;
  uploadsDir: string;
  /** Stop the server; `keep` leaves its folder (the database and uploads) for `E2E_TEMPLATE_DIR`. */
  stop: (options?: { keep?: boolean }) => Promise<void>;
  dir: string;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API server did not become healthy within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * A real API server on a fresh SQLite database, serving the built console (apps/console/dist);
 * `env` adds to or overrides the journeys' configuration (SENTRY_DSN, say).
 */
export async function startServer(label: string, env: Record<string, string> = {}): Promise<TestServer> {
  // Suites start side by side: another server may take the free port found before this one binds it.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServerOnce(label, env);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startServerOnce(label: string, extraEnv: Record<string, string>): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rc-e2e-${label}-`));
  const databaseFile = path.join(dir, 'console.db');
  const uploadsDir = path.join(dir, 'uploads');
  // The demo data is made once per run (run.ts): each suite starts on its own copy, as a restarted
  // server would, instead of seeding it again.
  const template = process.env.E2E_TEMPLATE_DIR;
  if (template) fs.cpSync(template, dir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // Run from the server's own folder, as `npm start -w apps/server` does, so its tsconfig paths apply.
  // The built server (run.ts builds it first) when there is one: it starts in a third of the time
  // the TypeScript sources take, and it is what production runs.
  const built = fs.existsSync(path.join(REPO_ROOT, 'apps/server/dist/main.mjs')) && process.env.E2E_SERVER_BUILT === '1';
  const child = spawn(process.execPath, built ? ['dist/main.mjs'] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: `sqlite:${databaseFile}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ADMIN_PASSWORD: DEMO_PASSWORD,
      UPLOADS_DIR: uploadsDir,
      // run.ts serves a snapshot of the build, so a rebuild elsewhere cannot swap files mid-run.
      CONSOLE_DIST: process.env.E2E_CONSOLE_DIST ?? path.join(REPO_ROOT, 'apps/console/dist'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      API_CLIENT_ID: E2E_API_CLIENT.id,
      API_CLIENT_SECRET: E2E_API_CLIENT.secret,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    databaseFile,
    uploadsDir,
    dir,
    stop: async ({ keep = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
