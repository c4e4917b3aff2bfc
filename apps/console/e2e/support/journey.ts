import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestServer } from './server.ts';

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1440, height: 900 };
export const MOBILE: Viewport = { width: 390, height: 844 };

export type JourneyContext = {
  server: TestServer;
  browser: Browser;
  /** A fresh browser profile (no cookies, no storage) with one page. */
  newPage: (options?: { viewport?: Viewport; isMobile?: boolean }) => Promise<Page>;
  contexts: BrowserContext[];
  /** A line in the run's report, printed with the journey's suite (suites run side by side). */
  log: (line: string) => void;
  /**
   * An uncaught error the journey raises in a page on purpose (to see it reported): errors whose
   * message contains `message` do not fail the journey. Every other uncaught error still does.
   */
  expectPageError: (message: string) => void;
};

export type Journey = {
  name: string;
  run: (ctx: JourneyContext) => Promise<void>;
  /** Longer than the runner's default, for a journey that waits on the clock (a scheduled publication). */
  timeoutMs?: number;
};

/** A file of journeys that share one fresh server (and database). */
export type JourneySuite = { title: string; journeys: Journey[] };
