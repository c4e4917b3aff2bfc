import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, as the accessibility issue asks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Best-practice rules held to as well, whatever their impact (issue 18, point 9): every screen has
 * an h1, and every dialog a name.
 */
const ALSO = ['page-has-heading-one', 'aria-dialog-name'];

/**
 * Run axe-core on the page as it is and answer every serious or critical violation as lines that
 * name the rule, the screen and the elements, so a failure says what to fix.
 */
export async function accessibilityViolations(page: Page, screen: string): Promise<string[]> {
  // Colours are judged as they rest, not halfway through a fade: a toast that starts leaving while
  // axe runs would otherwise be measured at half opacity over whatever lies behind it.
  const still = await page.addStyleTag({
    content:
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }',
  });
  let result;
  try {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Only violations are reported: axe then skips collecting every passing node, which is most of its time.
    // One options object: AxeBuilder.options() replaces what withTags() would have set.
    // Legacy mode runs axe.run() in the page itself. The default runs axe per frame and then
    // merges the results in a blank page opened and closed for every call. The console has no
    // frames, and that page cost more than half of each screen's audit on a two-core machine.
    // A page that already holds axe (the console moves between screens without reloading) is not
    // given its ~0.5 MB source again.
    const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
    result = await new AxeBuilder(loaded ? { page, axeSource: ';' } : { page })
      .setLegacyMode(true)
      .options({
        runOnly: { type: 'tag', values: TAGS },
        rules: Object.fromEntries(ALSO.map((rule) => [rule, { enabled: true }])),
        resultTypes: ['violations'],
      })
      .analyze();
  } finally {
    await still.evaluate((node) => (node as Element).remove()).catch(() => undefined);
  }
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO.includes(v.id));
  return bad.flatMap((v) => [
    `${v.id} (${v.impact}) on ${screen}: ${v.help}`,
    ...v.nodes
      .slice(0, 8)
      .map(
        (n) =>
          `    ${n.target.join(' ')} ${n.html.replace(/\s+/g, ' ').slice(0, 160)}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1, 2).join(' ').trim()}` : ''}`,
      ),
    ...(v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : []),
  ]);
}

/** Fail on any serious or critical violation of the page as it is. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const lines = await accessibilityViolations(page, screen);
  if (lines.length > 0) throw new Error(`Accessibility violations:\n  ${lines.join('\n  ')}`);
}
