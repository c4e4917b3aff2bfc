import type sanitizeHtml from 'sanitize-html';
import { MEDIA_BASE } from '@rc/contract/api';

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const MEDIA_PREFIX = `${MEDIA_BASE}/`;

function isMediaSource(src: string | undefined): boolean {
  return typeof src === 'string' && src.startsWith(MEDIA_PREFIX) && !src.includes('..') && !src.includes('\\');
}

/**
 * The allow-list for rich text readers will see: structure, emphasis, lists, tables, links with
 * safe schemes and images from our own media store. Scripts, styles, frames, forms and event
 * handlers are dropped (with their content for script and style), whatever the editor sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const safe = href !== undefined && SAFE_LINK.test(href.trim());
      const out: sanitizeHtml.Attributes = { ...rest, ...(safe ? { href: href.trim() } : {}) };
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.target;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: isMediaSource(src) ? { ...rest, src: src! } : rest };
    },
  },
  // An image from elsewhere is removed entirely rather than left without a source.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isMediaSource(frame.attribs.src),
};

/**
 * sanitize-html (and the CSS parser it brings) is loaded by the first rich-text write, not at start:
 * it is ~8 MiB and 25 ms that a node serving reads never needs.
 */
let loading: Promise<typeof sanitizeHtml> | undefined;
const sanitizer = () => (loading ??= import('sanitize-html').then((m) => m.default));

export async function sanitizeRichText(html: string): Promise<string> {
  return (await sanitizer())(html, OPTIONS).trim();
}

/** True when sanitised HTML shows nothing: no text and no image. */
export async function isBlankRichText(html: string): Promise<boolean> {
  if (/<img\b/i.test(html)) return false;
  return (await sanitizer())(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
