/**
 * Split `items` into runs whose lengths are powers of two, at most `max` each (1,000 → 512, 256,
 * 128, 64, 32, 8). A multi-row statement's SQL text depends on its row count, and prepared
 * statements are cached by text: arbitrary counts would fill that cache with one-off statements,
 * while these lengths keep a handful per table and still send few statements.
 */
export function powerOfTwoChunks<T>(items: readonly T[], max: number): T[][] {
  const chunks: T[][] = [];
  let start = 0;
  while (start < items.length) {
    let size = 1;
    while (size * 2 <= Math.min(max, items.length - start)) size *= 2;
    chunks.push(items.slice(start, start + size));
    start += size;
  }
  return chunks;
}
