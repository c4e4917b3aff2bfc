import { describe, expect, it } from 'vitest';
import { servedClientCredentials, servedErrorReporting } from './env.ts';

const pageWith = (tags: Record<string, string>) => {
  const doc = document.implementation.createHTMLDocument('console');
  for (const [name, content] of Object.entries(tags)) {
    const meta = doc.createElement('meta');
    meta.name = name;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
};
const page = (content: string | null) => pageWith(content === null ? {} : { 'rc-api-client': content });

describe('the client credentials the server puts in the page', () => {
  it('are read from the page, the secret keeping any colon', () => {
    expect(servedClientCredentials(page('acme-console:s3cret:with:colons'))).toEqual({
      id: 'acme-console',
      secret: 's3cret:with:colons',
    });
  });

  it('are absent when the page has none or a broken one, so the build’s values apply', () => {
    expect(servedClientCredentials(page(null))).toBeUndefined();
    expect(servedClientCredentials(page('no-colon'))).toBeUndefined();
    expect(servedClientCredentials(page(':secret-only'))).toBeUndefined();
    expect(servedClientCredentials(page('id-only:'))).toBeUndefined();
    expect(servedClientCredentials(undefined)).toBeUndefined();
  });
});

describe('where the server says errors are reported', () => {
  it('is the DSN and environment of the page', () => {
    const doc = pageWith({
      'rc-error-reporting-dsn': 'https://0a1b2c@o12.ingest.sentry.io/4501',
      'rc-error-reporting-environment': 'production',
    });
    expect(servedErrorReporting(doc)).toEqual({ dsn: 'https://0a1b2c@o12.ingest.sentry.io/4501', environment: 'production' });
  });

  it('is off when the server says so, whatever the build knows; the build decides only without the server', () => {
    expect(servedErrorReporting(pageWith({ 'rc-error-reporting-dsn': '', 'rc-error-reporting-environment': '' }))).toEqual({
      dsn: '',
      environment: 'staging',
    });
    expect(servedErrorReporting(pageWith({}))).toBeUndefined();
    expect(servedErrorReporting(undefined)).toBeUndefined();
  });
});
