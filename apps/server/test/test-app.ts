import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEV_API_CLIENT_ID, DEV_API_CLIENT_SECRET, SESSION_COOKIE } from '@rc/contract/defaults';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import type { AppContext } from '@/context.ts';
import { openDatabase, type Db, type Dialect } from '@/db/database.ts';
import { createStaffUserRepository } from '@/auth/staff-user.repository.ts';
import { ensureFirstOwner } from '@/seed/first-start.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (as .ci/run does). */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const DEMO_PASSWORD = 'Demo-Password-2026';
export const BASIC = `Basic ${Buffer.from(`${DEV_API_CLIENT_ID}:${DEV_API_CLIENT_SECRET}`).toString('base64')}`;

export class TestClock {
  private current = Date.parse('2026-11-22T09:00:00.000Z');
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
}

/** A fresh, empty database of the dialect: a temp SQLite file, or a new PostgreSQL database. */
export async function freshDatabase(dialect: Dialect): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-test-'));
    const url = `sqlite:${path.join(dir, 'test.db')}`;
    const db = openDatabase(url);
    return { db, url, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `rc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString());
  return {
    db,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  /** The database's URL, for a second node or a restart on the same data. */
  url: string;
  ctx: AppContext;
  clock: TestClock;
  uploadsDir: string;
  /** Inject with the console's client header (unless `headers.authorization` is given). */
  call(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Sign in and return the session cookie header value. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
};

export async function createTestApp(
  dialect: Dialect,
  options: {
    extend?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
    seed?: boolean;
    /** Another node on an existing database (its URL): closing this app leaves the database to its owner. */
    database?: string;
    clock?: TestClock;
    /** More configuration (an SMTP server, say), over the test defaults. */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const fresh = options.database
    ? { db: openDatabase(options.database), url: options.database, drop: async () => {} }
    : await freshDatabase(dialect);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: fresh.url,
    ADMIN_PASSWORD: DEMO_PASSWORD,
    UPLOADS_DIR: uploadsDir,
    CONSOLE_DIST: path.join(uploadsDir, 'no-console'),
    PUBLIC_URL: 'http://console.test',
    // Tests run due jobs themselves (ctx.jobs.runDue()) after moving the test clock.
    JOBS_POLL_MS: '0',
    // Tests seal the audit log themselves (ctx.auditSealer.sealNow()) where they read the chain.
    AUDIT_SEAL_MS: '0',
    ...options.env,
  });
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({ config, db: fresh.db, clock, extend: options.extend });
  await app.ready();
  if (options.seed !== false) await ensureFirstOwner(app.ctx);

  const call: TestApp['call'] = ({ cookie, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: { authorization: BASIC, ...(cookie ? { cookie } : {}), ...headers },
    });

  return {
    app,
    url: fresh.url,
    ctx: app.ctx,
    clock,
    uploadsDir,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const res = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
      if (!cookie) throw new Error('no session cookie');
      return `${SESSION_COOKIE}=${cookie.value}`;
    },
    async close() {
      await app.close();
      await fresh.db.close();
      await fresh.drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** How many rows a table has (any table, by name). */
export async function rowCount(db: Kysely<any>, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Row counts of every table, to prove that a refused call wrote nothing. */
export async function tableCounts(ctx: AppContext): Promise<Record<string, number>> {
  const tables = ['staff_users', 'sessions', 'staff_permissions', 'password_tokens', 'mail_outbox', 'audit_log'] as const;
  const out: Record<string, number> = {};
  for (const t of tables) {
    const row = await ctx.db.kysely
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[t] = Number(row.n);
  }
  return out;
}

export function json(res: LightMyRequestResponse): any {
  return JSON.parse(res.body);
}

/** Insert an active staff member (role admin, no permissions) who signs in with DEMO_PASSWORD's hash if given. */
export async function insertStaff(
  t: TestApp,
  email: string,
  opts: { fullname?: string; passwordHash?: string | null } = {},
): Promise<number> {
  const now = t.clock.now().toISOString();
  const user = await createStaffUserRepository(t.ctx.db.kysely).insert({
    fullname: opts.fullname ?? email.split('@')[0]!,
    email,
    role: 'admin',
    status: 'ACTIVE',
    password_hash: opts.passwordHash ?? null,
    created_at: now,
    updated_at: now,
    created_by: null,
    updated_by: null,
  });
  return user.id;
}
