import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';

describe('configuration', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', seedDemo: true, adminEmail: 'owner@demo.test' });
    expect(config.databaseUrl).toMatch(/^sqlite:\/.*data\/console\.db$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'production' }, 'API_CLIENT_ID'],
    [{ SENTRY_DSN: 'not a url' }, 'SENTRY_DSN'],
    [{ SENTRY_DSN: 'ftp://key@sentry.example.com/1' }, 'SENTRY_DSN'],
    [{ SENTRY_DSN: 'https://sentry.example.com/1' }, 'SENTRY_DSN'],
    [{ SENTRY_DSN: 'https://key@sentry.example.com/' }, 'SENTRY_DSN'],
    [{ SENTRY_DSN: 'https://key@sentry.example.com/1', SENTRY_ENVIRONMENT: 'my staging' }, 'SENTRY_ENVIRONMENT'],
  ])('names the variable of a bad value: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('turns demo seeding off in production', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', API_CLIENT_ID: 'prod-console', API_CLIENT_SECRET: 'a-long-production-secret' })
        .seedDemo,
    ).toBe(false);
  });

  it('reports errors only when SENTRY_DSN is set, labelled staging unless told otherwise', () => {
    expect(loadConfig({}).errorReporting).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: 'https://0a1b2c@o12.ingest.sentry.io/4501' }).errorReporting).toEqual({
      dsn: 'https://0a1b2c@o12.ingest.sentry.io/4501',
      environment: 'staging',
      origin: 'https://o12.ingest.sentry.io',
    });
    // A self-hosted server on a port, under a path, with the environment set.
    expect(
      loadConfig({ SENTRY_DSN: 'http://key@10.0.0.5:9000/sentry/7', SENTRY_ENVIRONMENT: 'production' }).errorReporting,
    ).toEqual({ dsn: 'http://key@10.0.0.5:9000/sentry/7', environment: 'production', origin: 'http://10.0.0.5:9000' });
  });
});
