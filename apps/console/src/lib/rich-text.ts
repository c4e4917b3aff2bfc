/** Rich text (HTML) reduced to its words, for diffs, excerpts and short previews. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Block ends become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  doc.body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, td, th, br').forEach((node) => node.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
