import { useState } from 'react';
import classes from './circle.module.css';

/** The IDX ticker an article is about, from titles like "TLKM: Monetisasi …". */
export function tickerOf(title: string): string | null {
  return /^([A-Z]{4})\s*:/.exec(title)?.[1] ?? null;
}

const TILE_COLOURS = ['#0f7a3f', '#1f78b8', '#7a4fd6', '#c2410c', '#0e7490', '#be185d', '#4d7c0f', '#475569'];

function colourOf(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length]!;
}

/** The article's cover, or a tile with its ticker (or initials) when it has none or it fails to load. */
export function ArticleTile({ title, thumbnail, size = 44 }: { title: string; thumbnail: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  const ticker = tickerOf(title);
  const label =
    ticker ??
    title
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => w[0] ?? '')
      .join('')
      .toUpperCase();
  if (thumbnail && !broken) {
    return (
      <img
        src={thumbnail}
        alt=""
        className={classes.tile}
        style={{ width: size, height: size }}
        onError={() => setBroken(true)}
        loading="lazy"
      />
    );
  }
  return (
    <span
      className={classes.tile}
      style={{ width: size, height: size, background: colourOf(label), fontSize: size < 40 ? 10 : 11 }}
      aria-hidden="true"
    >
      {label}
    </span>
  );
}
