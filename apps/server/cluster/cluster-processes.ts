import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { START_ENV, START_NODE_FLAGS } from '../src/launch/start-up.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_DIR = path.join(REPO_ROOT, 'apps/server');
const NGINX_TEMPLATE = path.join(REPO_ROOT, 'deploy/nginx/research-console.conf.template');

export type Process = { name: string; url: string; log: string; child: ChildProcess; exited: Promise<void> };

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A new database beside the one `adminUrl` names, empty or a copy of `template`; `drop` removes it, whoever is still connected. */
export async function createDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

function launch(name: string, url: string, log: string, command: string, args: string[], env?: NodeJS.ProcessEnv): Process {
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, url, log, child, exited };
}

/** Build the bundled server unless it is there (CI's `npm test` has built it). */
export function ensureServerBuilt(): void {
  if (fs.existsSync(path.join(SERVER_DIR, 'dist/main.mjs'))) return;
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: SERVER_DIR, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server build failed');
}

/** One API node, as `npm start` runs it in production; its output goes to `<dir>/<name>.log`. */
export function startNode(name: string, port: number, dir: string, env: Record<string, string>): Process {
  return launch(
    name,
    `http://127.0.0.1:${port}`,
    path.join(dir, `${name}.log`),
    process.execPath,
    [...START_NODE_FLAGS, path.join(SERVER_DIR, 'dist/main.mjs')],
    { ...START_ENV, ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  );
}

/** Wait for `path` to answer 200 (readiness of a node, health through nginx). */
export async function waitFor200(proc: Process, urlPath: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) throw new Error(`${proc.name} exited; see ${proc.log}`);
    try {
      if ((await fetch(`${proc.url}${urlPath}`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${proc.name} did not answer 200 on ${urlPath} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Stop a process with `signal` (SIGKILL after 5 s) and wait for it to go. */
export async function stop(proc: Process, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill(signal);
  const force = setTimeout(() => proc.child.kill('SIGKILL'), 5000);
  await proc.exited;
  clearTimeout(force);
}

export function nginxBinary(): string | undefined {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
  return candidates.find((file): file is string => !!file && fs.existsSync(file));
}

/**
 * A certificate for 127.0.0.1 and localhost, made with Debian's openssl for this run only (the
 * template's TLS server needs one). The check's own calls trust it (cluster-check.ts).
 */
function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'tls-certificate.pem');
  const key = path.join(dir, 'tls-key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ]),
    { stdio: 'pipe' },
  );
  if (made.error || made.status !== 0)
    throw new Error(`openssl could not make a certificate (apt-get install openssl): ${made.error ?? made.stderr.toString()}`);
  return { certificate, key };
}

/**
 * nginx in front of `upstreams`, from the repository's template, entirely inside `dir`: its own
 * main configuration, pid, logs, temporary files and certificate, so /etc/nginx is neither read nor
 * changed. Its `url` is the HTTPS server; `plainUrl` the plain HTTP one, which redirects there.
 */
export function startNginx(
  binary: string,
  ports: { https: number; http: number },
  upstreams: readonly string[],
  dir: string,
): Process & { plainUrl: string } {
  const prefix = path.join(dir, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  // nginx started by root runs its worker as nobody, which must reach the temporary folders.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(prefix, 0o755);
  const tls = selfSignedCertificate(prefix);
  const values: Record<string, string> = {
    LISTEN: `127.0.0.1:${ports.https}`,
    HTTP_LISTEN: `127.0.0.1:${ports.http}`,
    SERVER_NAME: 'localhost',
    TLS_CERTIFICATE: tls.certificate,
    TLS_CERTIFICATE_KEY: tls.key,
    UPSTREAM_SERVERS: upstreams.map((u) => `server ${new URL(u).host};`).join(' '),
  };
  const site = fs.readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (whole, key: string) => values[key] ?? whole);
  const left = /^[^#]*\$\{[A-Z_]+\}/m.exec(site);
  if (left) throw new Error(`the nginx template has a value this check does not fill: ${left[0].trim()}`);
  fs.writeFileSync(path.join(prefix, 'research-console.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...temp,
      `  include ${prefix}/research-console.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = launch('nginx', `https://127.0.0.1:${ports.https}`, path.join(prefix, 'error.log'), binary, [
    '-e',
    `${prefix}/error.log`,
    '-p',
    prefix,
    '-c',
    `${prefix}/nginx.conf`,
    '-g',
    'daemon off;',
  ]);
  return { ...nginx, plainUrl: `http://127.0.0.1:${ports.http}` };
}
