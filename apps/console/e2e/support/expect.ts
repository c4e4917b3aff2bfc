import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

export const DEFAULT_TIMEOUT = 10_000;

/** Retry `check` until it stops throwing (the page may still be settling). */
export async function eventually<T>(check: () => Promise<T>, { timeout = DEFAULT_TIMEOUT, interval = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}

export async function expectVisible(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function expectHidden(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

export async function expectText(locator: Locator, expected: string | RegExp, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await eventually(
    async () => {
      const text = ((await locator.first().textContent({ timeout: 1000 })) ?? '').trim();
      if (typeof expected === 'string') assert.equal(text, expected);
      else assert.match(text, expected);
    },
    { timeout },
  );
}

export async function expectAttribute(locator: Locator, name: string, expected: string | null, timeout = DEFAULT_TIMEOUT) {
  await eventually(async () => assert.equal(await locator.first().getAttribute(name, { timeout: 1000 }), expected), { timeout });
}

/** Wait until the address is `pathname` (and, when given, has these query values). */
export async function expectPath(page: Page, pathname: string, query: Record<string, string> = {}, timeout = DEFAULT_TIMEOUT) {
  await eventually(
    async () => {
      const url = new URL(page.url());
      assert.equal(url.pathname, pathname);
      for (const [key, value] of Object.entries(query)) assert.equal(url.searchParams.get(key), value, `query ${key}`);
    },
    { timeout },
  );
}

export { assert };
