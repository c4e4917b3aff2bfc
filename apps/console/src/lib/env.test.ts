import { describe, expect, it } from 'vitest';
import { servedClientCredentials } from './env.ts';

const page = (content: string | null) => {
  const doc = document.implementation.createHTMLDocument('console');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'rc-api-client';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
};

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
