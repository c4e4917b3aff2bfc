const WORDS_PER_MINUTE = 200;

/** `du`: minutes to read the free and walled parts at 200 words a minute, at least 1. */
export function readingMinutes(...html: Array<string | null | undefined>): number {
  const text = html
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  const words = text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
