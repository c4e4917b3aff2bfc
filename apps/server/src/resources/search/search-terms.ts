const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * The words of a search box, as plain letters and digits. Whatever else was typed (quotes,
 * operators, `'; drop table …`, `"AND*(`) only separates words: the search syntax of the
 * database never sees the user's text, so nothing typed can change the query's meaning. Each
 * strategy makes its match of them, every word a prefix ("perbank" finds "Perbankan").
 */
export function searchTerms(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return [];
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}
