/** The browser's own time zone (`Asia/Jakarta`), or UTC when it cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** `GMT+7`, `GMT+5:30`, `GMT` for a zone now. */
function offsetOf(zone: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

export type TimeZoneChoice = { value: string; label: string };

let choices: TimeZoneChoice[] | null = null;

/**
 * Every time zone this browser knows, named with its offset now (`Asia/Jakarta (GMT+7)`), plus
 * UTC and any `extra` zone (the saved one) it does not list. Computed once.
 */
export function timeZoneChoices(extra: readonly string[] = []): TimeZoneChoice[] {
  if (!choices) {
    const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    const now = new Date();
    choices = [...new Set(['UTC', ...supported])].map((zone) => {
      const offset = offsetOf(zone, now);
      return { value: zone, label: offset && zone !== 'UTC' ? `${zone.replace(/_/g, ' ')} (${offset})` : zone };
    });
  }
  const missing = extra.filter((zone) => zone && !choices!.some((c) => c.value === zone));
  return missing.length === 0 ? choices : [...choices, ...missing.map((zone) => ({ value: zone, label: zone }))];
}
