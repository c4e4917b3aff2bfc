import dayjs from 'dayjs';

/** The header clock: weekday, then D MMMM YYYY - HH:mm (section 9). */
export const CLOCK_FORMAT = 'dddd, D MMMM YYYY - HH:mm';
/** Chart x labels per period (section 9). */
export const DAY_LABEL_FORMAT = 'DD MMM YYYY';
export const MONTH_LABEL_FORMAT = 'MMM YYYY';
export const YEAR_LABEL_FORMAT = 'YYYY';
/** Dates and times shown in tables and detail panels. */
export const DATE_FORMAT = 'D MMM YYYY';
export const DATE_TIME_FORMAT = 'D MMM YYYY, HH:mm';
export const TIME_FORMAT = 'HH:mm';

/** How often the header clock re-renders. */
export const CLOCK_REFRESH_MS = 1000;

export function formatClock(date: Date | number): string {
  return dayjs(date).format(CLOCK_FORMAT);
}

/** The header clock on a narrow screen: the time only (the date is its title). */
export function formatClockCompact(date: Date | number): string {
  return dayjs(date).format('HH:mm');
}

/** A stored ISO timestamp as a readable date and time, or a dash when absent. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_TIME_FORMAT) : '—';
}

/** The time of day of a stored ISO timestamp, or a dash when absent. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '—';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(TIME_FORMAT) : '—';
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_FORMAT) : '—';
}

/**
 * The browser's time zone as people there name it (WIB, WITA, WIT in Indonesia; an offset such as
 * GMT+1 elsewhere), at the given moment (summer time changes it).
 */
export function zoneName(at: Date | number = Date.now()): string {
  const parts = new Intl.DateTimeFormat('id-ID', { timeZoneName: 'short' }).formatToParts(new Date(at));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** A moment in the browser's time zone, named: `2 Dec 2026 09:00 WIB` (a publication time). */
export function formatDateTimeZoned(value: string | null | undefined): string {
  if (!value) return '—';
  const parsed = dayjs(value);
  return parsed.isValid() ? `${parsed.format('D MMM YYYY HH:mm')} ${zoneName(parsed.valueOf())}`.trim() : '—';
}

/** A moment of today by its time (10:42), of another day by date and time. */
export function formatMoment(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '—';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '—';
  return parsed.format(parsed.isSame(now, 'day') ? TIME_FORMAT : DATE_TIME_FORMAT);
}
