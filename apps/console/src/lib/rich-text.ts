import { MEDIA_BASE } from '@rc/contract/api-paths';

/** Rich text (HTML) reduced to its words, for diffs, excerpts and short previews. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Block ends become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  doc.body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, td, th, br').forEach((node) => node.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const READER_TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr blockquote pre code strong b em i u s sub sup mark span ul ol li a img table thead tbody tfoot tr th td caption colgroup col'.split(
    ' ',
  ),
);
/** Tags dropped with everything inside them; other unknown tags give way to their content. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);
const READER_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const isMediaSource = (src: string | null) => src !== null && src.startsWith(`${MEDIA_BASE}/`) && !/\.\.|\\/.test(src);

/**
 * Rich text that has not been saved yet (typed in the editor, so not yet through the server's
 * sanitiser), reduced to the server's allow-list before it is shown: known tags only, no handlers,
 * links with safe schemes, images from our own media store. Saved text is already clean and keeps
 * its content. Links open in a new tab, so following one from a preview never leaves the editor.
 * Parsing happens in an inert document, so nothing in it runs.
 */
export function readerSafeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const clean = (node: Element) => {
    for (const child of [...node.children]) {
      const tag = child.tagName.toLowerCase();
      if (DROPPED_WITH_CONTENT.has(tag) || (tag === 'img' && !isMediaSource(child.getAttribute('src')))) {
        child.remove();
        continue;
      }
      clean(child);
      if (!READER_TAGS.has(tag)) {
        child.replaceWith(...child.childNodes);
        continue;
      }
      const allowed = READER_ATTRIBUTES[tag] ?? [];
      for (const { name } of [...child.attributes]) if (!allowed.includes(name)) child.removeAttribute(name);
      const href = child.getAttribute('href');
      if (href !== null && !SAFE_LINK.test(href.trim())) child.removeAttribute('href');
      if (tag === 'a' && child.hasAttribute('href')) {
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer');
      }
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}
