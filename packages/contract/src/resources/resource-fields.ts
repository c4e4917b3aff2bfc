import { z } from 'zod';
import { labelled } from './field-labels.ts';

/**
 * Zod builders for resource fields with messages a person can act on ("Name must be at most 100
 * characters", never "Too big"). Optional text turns '' into null, so an emptied field clears the
 * value; optional values default to null or false, so an update (a full replacement) is explicit.
 */

const text = (label: string) =>
  labelled(
    label,
    z.string({
      error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`),
    }),
  );

const emptyToNull = (v: string) => (v === '' ? null : v);

/** Relative path of an uploaded image under the media base, as the upload call returns it. */
export const MEDIA_PATH_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_-]{1,80}\.(png|jpg|webp)$/;

/** Relative path of an uploaded PDF under the media base. */
export const DOCUMENT_PATH_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_-]{1,80}\.pdf$/;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * A link typed without its scheme ("example.com/riset") as the console sends it: https:// is put
 * in front of what looks like a host name; anything else is left for the schema to judge.
 */
export function withLinkScheme(value: string): string {
  const typed = value.trim();
  if (typed === '' || /^[a-z][a-z0-9+.-]*:/i.test(typed)) return typed;
  const bare = typed.replace(/^\/\//, '');
  return /^[^\s/.?#]+(\.[^\s/.?#]+)+([/?#]\S*)?$/.test(bare) ? `https://${bare}` : typed;
}
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A whole number with its thousands grouped ('en': 1,000,000; 'id-ID': 1.000.000), as
 * toLocaleString writes it. Written out because the schemas are built at start-up, and the first
 * toLocaleString loads the locale data: about 7 MB more memory for the life of the process.
 */
export function grouped(n: number, separator: ',' | '.'): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString(separator === ',' ? 'en' : 'id-ID');
  const digits = String(Math.abs(n));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return n < 0 ? `-${out}` : out;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real calendar day written YYYY-MM-DD (2026-02-30 is not one), by the Gregorian calendar's
 * rules as Date reads them, worked out by arithmetic: an import checks a million of them.
 */
export function isCalendarDay(v: string): boolean {
  if (!DAY.test(v)) return false;
  const year = Number(v.slice(0, 4));
  const month = Number(v.slice(5, 7));
  const day = Number(v.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isIsoDateTime(v: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v));
}

export const fields = {
  /** A schema with messages of its own (a field of another record, a code), labelled as the ones below are. */
  labelled,

  /** Required single-line text, trimmed. */
  text(label: string, opts: { max: number; min?: number }) {
    const min = opts.min ?? 1;
    return text(label)
      .trim()
      .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
      .max(opts.max, `${label} must be at most ${opts.max} characters`);
  },

  /** Optional text: '' and null clear it. */
  optionalText(label: string, opts: { max: number }) {
    return text(label)
      .trim()
      .max(opts.max, `${label} must be at most ${opts.max} characters`)
      .transform(emptyToNull)
      .nullable()
      .default(null);
  },

  /** Rich text (HTML). The server sanitises it before storing; the limit is on what is sent. */
  richText(label: string, opts: { max: number }) {
    return text(label)
      .trim()
      .min(1, `${label} is required`)
      .max(opts.max, `${label} is too long: at most ${grouped(opts.max, ',')} characters of HTML`);
  },

  /** A link starting with http:// or https://. */
  url(label: string) {
    return text(label)
      .trim()
      .max(500, `${label} must be at most 500 characters`)
      .refine((v) => HTTP_URL.test(v), `${label} must be a link starting with http:// or https://`);
  },

  optionalUrl(label: string) {
    return text(label)
      .trim()
      .max(500, `${label} must be at most 500 characters`)
      .refine((v) => v === '' || HTTP_URL.test(v), `${label} must be a link starting with http:// or https://`)
      .transform(emptyToNull)
      .nullable()
      .default(null);
  },

  /** A whole number within bounds. */
  integer(label: string, opts: { min: number; max: number }) {
    return labelled(label, z.number({ error: `${label} must be a number` }))
      .int(`${label} must be a whole number`)
      .min(opts.min, `${label} must be at least ${opts.min}`)
      .max(opts.max, `${label} must be at most ${grouped(opts.max, ',')}`);
  },

  /** Integer rupiah (DOMAIN.md: money is integer IDR). */
  rupiah(label: string, opts: { max?: number } = {}) {
    const max = opts.max ?? 1_000_000_000;
    return labelled(label, z.number({ error: `${label} must be an amount in rupiah` }))
      .int(`${label} must be whole rupiah, without cents`)
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} must be at most Rp ${grouped(max, '.')}`);
  },

  optionalRupiah(label: string, opts: { max?: number } = {}) {
    return fields.rupiah(label, opts).nullable().default(null);
  },

  boolean(label: string, fallback = false) {
    return labelled(label, z.boolean({ error: `${label} must be true or false` })).default(fallback);
  },

  select<const T extends readonly [string, ...string[]]>(label: string, values: T) {
    return labelled(label, z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }));
  },

  /** Several of the given values, each at most once. */
  multiselect<const T extends readonly [string, ...string[]]>(label: string, values: T) {
    return labelled(
      label,
      z.array(z.enum(values, { error: `${label} may only hold: ${values.join(', ')}` }), { error: `${label} must be a list` }),
    )
      .max(values.length, `${label} has too many values`)
      .refine((list) => new Set(list).size === list.length, `${label} lists a value twice`)
      .default([]);
  },

  /** A list of short lines (e.g. the features of a plan). */
  lines(label: string, opts: { maxItems: number; maxLength: number }) {
    return labelled(
      label,
      z.array(
        text(label)
          .trim()
          .min(1, `${label} cannot have an empty line`)
          .max(opts.maxLength, `Each line of ${label} must be at most ${opts.maxLength} characters`),
        { error: `${label} must be a list of lines` },
      ),
    )
      .max(opts.maxItems, `${label} can have at most ${opts.maxItems} lines`)
      .default([]);
  },

  /** Ids of other records (e.g. tags), each at most once, in the order chosen. */
  references(label: string, opts: { maxItems: number }) {
    return labelled(
      label,
      z.array(
        z
          .number({ error: `${label} must be a list of ids` })
          .int(`${label} must be a list of ids`)
          .positive(`${label} must be a list of ids`)
          .max(2_147_483_647, `${label} must be a list of ids`),
        { error: `${label} must be a list` },
      ),
    )
      .max(opts.maxItems, `${label} can have at most ${opts.maxItems} values`)
      .refine((list) => new Set(list).size === list.length, `${label} lists a value twice`)
      .default([]);
  },

  /**
   * Short upper-case codes (tickers, plan codes): trimmed and upper-cased, each at most once. `pattern`
   * and `hint` say what one code looks like (e.g. /^[A-Z]{4}$/, "four letters such as BBCA").
   */
  codes(label: string, opts: { maxItems: number; pattern: RegExp; hint: string }) {
    return labelled(
      label,
      z.array(
        text(label)
          .trim()
          .toUpperCase()
          .refine((v) => opts.pattern.test(v), { error: (issue) => `${String(issue.input)} is not a valid code: ${opts.hint}` }),
        { error: `${label} must be a list` },
      ),
    )
      .max(opts.maxItems, `${label} can have at most ${opts.maxItems} values`)
      .refine((list) => new Set(list).size === list.length, `${label} lists a value twice`)
      .default([]);
  },

  /** One short upper-case code (a ticker, an index code): trimmed and upper-cased, then checked by `pattern`. */
  code(label: string, opts: { pattern: RegExp; hint: string }) {
    return text(label)
      .trim()
      .toUpperCase()
      .min(1, `${label} is required`)
      .refine((v) => opts.pattern.test(v), {
        error: (issue) => `${String(issue.input)} is not a valid ${label.toLowerCase()}: ${opts.hint}`,
      });
  },

  /** A calendar day, YYYY-MM-DD. */
  date(label: string) {
    return text(label)
      .trim()
      .min(1, `${label} is required`)
      .refine(isCalendarDay, `${label} must be a day written as YYYY-MM-DD, such as 2026-01-31`);
  },

  optionalDate(label: string) {
    return text(label)
      .trim()
      .refine((v) => v === '' || isCalendarDay(v), `${label} must be a day written as YYYY-MM-DD, such as 2026-01-31`)
      .transform(emptyToNull)
      .nullable()
      .default(null);
  },

  /** A moment with its offset (ISO 8601); stored as UTC. */
  dateTime(label: string) {
    return text(label)
      .refine(isIsoDateTime, `${label} must be a date and time such as 2026-11-22T09:00:00Z`)
      .transform((v) => new Date(v).toISOString());
  },

  optionalDateTime(label: string) {
    return text(label)
      .refine((v) => v === '' || isIsoDateTime(v), `${label} must be a date and time such as 2026-11-22T09:00:00Z`)
      .transform((v) => (v === '' ? null : new Date(v).toISOString()))
      .nullable()
      .default(null);
  },

  /** An uploaded image: the path the upload call returned. */
  image(label: string) {
    return text(label).refine((v) => MEDIA_PATH_PATTERN.test(v), `${label} must be an image uploaded through this form`);
  },

  optionalImage(label: string) {
    return text(label)
      .refine((v) => v === '' || MEDIA_PATH_PATTERN.test(v), `${label} must be an image uploaded through this form`)
      .transform(emptyToNull)
      .nullable()
      .default(null);
  },

  /** An uploaded PDF: the path the upload call returned; '' and null clear it. */
  optionalDocument(label: string) {
    return text(label)
      .refine((v) => v === '' || DOCUMENT_PATH_PATTERN.test(v), `${label} must be a PDF uploaded through this form`)
      .transform(emptyToNull)
      .nullable()
      .default(null);
  },

  /** Left empty, the server makes it from the slug source. */
  slug(label = 'Slug') {
    return text(label)
      .trim()
      .toLowerCase()
      .max(120, `${label} must be at most 120 characters`)
      .refine((v) => v === '' || SLUG.test(v), `${label} may hold only a-z, 0-9 and single dashes between words`)
      .transform(emptyToNull)
      .nullable()
      .default(null);
  },

  color(label: string) {
    return text(label).refine((v) => /^#[0-9a-fA-F]{6}$/.test(v), `${label} must be a colour such as #4198D3`);
  },
};

/** Object-level rule: `end` (when set) comes after `start` (when set). */
export function endAfterStart(startKey: string, endKey: string, message: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const start = value[startKey];
    const end = value[endKey];
    if (typeof start === 'string' && typeof end === 'string' && end <= start) {
      ctx.addIssue({ code: 'custom', message, path: [endKey] });
    }
  };
}
