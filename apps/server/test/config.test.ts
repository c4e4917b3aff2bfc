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
  ])('names the variable of a bad value: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('turns demo seeding off in production', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', API_CLIENT_ID: 'prod-console', API_CLIENT_SECRET: 'a-long-production-secret' })
        .seedDemo,
    ).toBe(false);
  });
});
