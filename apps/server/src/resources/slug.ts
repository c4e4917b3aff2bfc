const MAX_SLUG = 100;

/** "Energi & Tambang" → "energi-tambang"; "Ékonomi Makro 2026" → "ekonomi-makro-2026". */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return fallback;
  if (slug.length <= MAX_SLUG) return slug;
  // Cut at a word boundary so the slug never ends mid-word or with a dash.
  const cut = slug.slice(0, MAX_SLUG);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

/** `base` when free, else `base-2`, `base-3` …: the first suffix nobody holds. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
