import type { Dialect } from '@/db/database.ts';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * The words of a search box, as plain letters and digits. Whatever else was typed (quotes,
 * operators, `'; drop table …`, `"AND*(`) only separates words: the search syntax of the
 * database never sees the user's text, so nothing typed can change the query's meaning.
 */
export function searchTerms(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return [];
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/**
 * The match expression for the dialect's full-text index: every word must occur, each as a
 * prefix ("perbank" finds "Perbankan"). SQLite FTS5 takes quoted strings with `*`; PostgreSQL a
 * tsquery of `word:*` joined by `&`. Terms hold only letters and digits, so quoting is exact.
 */
export function matchExpression(dialect: Dialect, terms: readonly string[]): string {
  if (dialect === 'sqlite') return terms.map((t) => `"${t}"*`).join(' ');
  return terms.map((t) => `${t}:*`).join(' & ');
}
