import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEV_API_CLIENT_ID, DEV_API_CLIENT_SECRET } from '@rc/contract/defaults';

/** The repository root: relative paths in the configuration are resolved against it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** A Sentry DSN: `http(s)://<public key>@<host>[/<path>]/<project id>`. */
function isDsn(value: string): boolean {
  const url = URL.parse(value);
  return (
    !!url &&
    /^https?:$/.test(url.protocol) &&
    url.username !== '' &&
    /\/\d+$/.test(url.pathname) &&
    url.search === '' &&
    url.hash === ''
  );
}

/**
 * How long finished rows are kept, in days (DOMAIN.md, "Retention defaults"): what the hourly
 * upkeep prunes (db/retention.ts). The audit log has no setting: it is kept for ever.
 */
export const RETENTION_DEFAULT_DAYS = {
  jobs: 30,
  deliveries: 180,
  mail_outbox: 180,
  notifications: 90,
  sessions: 7,
  throttle: 7,
} as const;
export type RetentionKind = keyof typeof RETENTION_DEFAULT_DAYS;
const RETENTION_KINDS = Object.keys(RETENTION_DEFAULT_DAYS) as RetentionKind[];
const retentionVariable = (kind: RetentionKind) => `RETENTION_DAYS_${kind.toUpperCase() as Uppercase<RetentionKind>}` as const;

function retentionSettings() {
  return Object.fromEntries(
    RETENTION_KINDS.map((kind) => [
      retentionVariable(kind),
      z.coerce
        .number({ error: 'must be a number of days' })
        .int('must be a whole number of days')
        .min(1, 'must be at least 1')
        .max(36_500)
        .default(RETENTION_DEFAULT_DAYS[kind]),
    ]),
  ) as Record<ReturnType<typeof retentionVariable>, z.ZodDefault<z.ZodCoercedNumber<unknown>>>;
}

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default('sqlite:./data/console.db')
    .refine((v) => v.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(v), 'must start with sqlite: or postgres://'),
  API_CLIENT_ID: z.string().min(1).default(DEV_API_CLIENT_ID),
  API_CLIENT_SECRET: z.string().min(8, 'must be at least 8 characters').default(DEV_API_CLIENT_SECRET),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).default('owner@demo.test'),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  SEED_DEMO: bool.optional(),
  SMTP_URL: z.url({ error: 'must be a URL such as smtp://user:pass@host:587' }).optional(),
  MAIL_FROM: z.string().default('Research Console <no-reply@research-console.local>'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://console.example.com' }).optional(),
  SITE_URL: z.url({ error: 'must be a URL such as https://www.example.com' }).optional(),
  UPLOADS_DIR: z.string().default('./data/uploads'),
  MEDIA_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com or http://127.0.0.1:9000' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'must be letters, digits, ".", "_", "-" and "/", such as media/ or console/uploads')
    .refine((v) => !v.includes('..') && !v.includes('//'), 'must not contain ".." or "//"')
    .optional(),
  CONSOLE_DIST: z.string().default('./apps/console/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  DELIVERY_RETRY_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(10, 'must be at least 10')
    .max(86_400_000)
    .default(60_000),
  AUDIT_SEAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0, 'must be 0 (off) or more')
    .max(60_000)
    .default(250),
  IMPORT_READER_MIN_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(0, 'must be 0 or more')
    .default(1024 * 1024),
  IMPORT_NOTIFY_AFTER_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0, 'must be 0 (every import) or more')
    .default(10_000),
  JOBS_LEASE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1000, 'must be at least 1000')
    .max(86_400_000)
    .default(300_000),
  JOBS_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0, 'must be 0 (off) or more')
    .max(3_600_000)
    .default(1000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  SENTRY_DSN: z
    .string()
    .refine(
      isDsn,
      'must be a DSN such as https://<key>@o0.ingest.sentry.io/<project>: http(s), a key before @, the project number last',
    )
    .optional(),
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[^\s/]{1,64}$/, 'must be 1 to 64 characters without spaces or "/", such as staging or production')
    .default('staging'),
  DB_POOL_MAX: z.coerce
    .number({ error: 'must be a number of connections' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(500)
    .default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no limit) or more')
    .default(30_000),
  DB_START_TIMEOUT_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 (try once) or more')
    .max(3600)
    .default(60),
  ...retentionSettings(),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0, 'must be 0 or more')
    .max(120_000)
    .optional(),
});

/** Every variable the configuration reads (deploy/env.example names each; a test checks). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** Where the S3 media store keeps its objects (MEDIA_STORE=s3). */
export type S3Config = {
  /** An S3-compatible server's address; AWS's own endpoint for the region when unset. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK finds credentials itself (AWS_* variables, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (most S3-compatible servers want this). */
  forcePathStyle: boolean;
  /** Put before every key: empty, or ending in `/`. */
  prefix: string;
};

/** Where unexpected errors are reported (SENTRY_DSN): the console's and the server's. */
export type ErrorReportingConfig = {
  dsn: string;
  /** The label every report carries (section 9: staging). */
  environment: string;
  /** The DSN's origin: the console's policy lets the page send there and nowhere else. */
  origin: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  apiClientId: string;
  apiClientSecret: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** The public site readers use: links in blasts and newsletters point there (defaults to publicUrl). */
  siteUrl: string;
  /** Whether SITE_URL was given (without it, mail links point at the console's own address). */
  siteUrlSet: boolean;
  uploadsDir: string;
  /** Where uploaded media live: this machine's uploadsDir, or an S3-compatible bucket shared by every node. */
  mediaStore: 'local' | 's3';
  /** Set when mediaStore is s3. */
  s3: S3Config | undefined;
  consoleDist: string;
  logLevel: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  /** The first wait before a delivery the mail server refused for a passing reason is tried again. */
  deliveryRetryMs: number;
  /** How often this node seals the audit entries written since (decision 044); 0 seals none (tests seal themselves). */
  auditSealMs: number;
  /** CSV imports of this size or more on SQLite are checked in a thread of their own while the rows are written. */
  importReaderMinBytes: number;
  /** An import that runs this long is told to its importer when it ends (they may have left the screen). */
  importNotifyAfterMs: number;
  /** How long a node may hold a job before another node takes it over (a node that died mid-job). */
  jobsLeaseMs: number;
  /** How often this node looks for due background jobs; 0 runs none (tests drive the runner). */
  jobsPollMs: number;
  /** When set, Prometheus metrics at /metrics for `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Webhooks may call loopback and private addresses (development and tests); link-local and metadata never. */
  webhookAllowPrivate: boolean;
  /** On SIGTERM, how long /api/ready answers 503 before the server stops taking requests. */
  shutdownDrainMs: number;
  /** Set when SENTRY_DSN is: unexpected errors of the console and the server are reported there. */
  errorReporting: ErrorReportingConfig | undefined;
  /** How long a starting node waits for an unreachable database before it gives up. */
  /** PostgreSQL connections per node. */
  dbPoolMax: number;
  /** A request's statement running longer than this is ended (PostgreSQL; 0: no limit). */
  dbStatementTimeoutMs: number;
  dbStartTimeoutMs: number;
  /** Days each kind of finished row is kept before the hourly upkeep removes it. */
  retentionDays: Record<RetentionKind, number>;
};

export class ConfigError extends Error {}

function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p);
}

/** The S3 settings when MEDIA_STORE=s3, checked together; undefined for the local store. */
function s3Config(e: z.output<typeof envSchema>): S3Config | undefined {
  if (e.MEDIA_STORE !== 's3') return undefined;
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when MEDIA_STORE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const prefix = (e.S3_PREFIX ?? '').replace(/\/+$/, '');
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: prefix ? `${prefix}/` : '',
  };
}

/** Read and validate the environment. A bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && (e.API_CLIENT_ID === DEV_API_CLIENT_ID || e.API_CLIENT_SECRET === DEV_API_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  API_CLIENT_ID / API_CLIENT_SECRET: set your own values in production');
  }
  const s3 = s3Config(e);
  let databaseUrl = e.DATABASE_URL;
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    databaseUrl = file === ':memory:' ? databaseUrl : `sqlite:${resolveFromRoot(file)}`;
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    apiClientId: e.API_CLIENT_ID,
    apiClientSecret: e.API_CLIENT_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? !production,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    siteUrl: (e.SITE_URL ?? e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    siteUrlSet: e.SITE_URL !== undefined,
    uploadsDir: resolveFromRoot(e.UPLOADS_DIR),
    mediaStore: e.MEDIA_STORE,
    s3,
    consoleDist: resolveFromRoot(e.CONSOLE_DIST),
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: e.TRUST_PROXY,
    deliveryRetryMs: e.DELIVERY_RETRY_MS,
    auditSealMs: e.AUDIT_SEAL_MS,
    importReaderMinBytes: e.IMPORT_READER_MIN_BYTES,
    importNotifyAfterMs: e.IMPORT_NOTIFY_AFTER_MS,
    jobsLeaseMs: e.JOBS_LEASE_MS,
    jobsPollMs: e.JOBS_POLL_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (production ? 5000 : 0),
    metricsToken: e.METRICS_TOKEN,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    errorReporting: e.SENTRY_DSN
      ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT, origin: new URL(e.SENTRY_DSN).origin }
      : undefined,
    dbStartTimeoutMs: e.DB_START_TIMEOUT_S * 1000,
    dbPoolMax: e.DB_POOL_MAX,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    retentionDays: Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, e[retentionVariable(kind)]])) as Record<
      RetentionKind,
      number
    >,
  };
}
