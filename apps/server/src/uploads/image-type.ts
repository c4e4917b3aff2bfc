/** The image type of a file judged by its first bytes, never by its name or declared type. */
export function sniffImage(head: Buffer): { mime: 'image/jpeg' | 'image/png' | 'image/webp'; ext: string } | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return undefined;
}

/**
 * A PDF judged by its first bytes: `%PDF-` (readers accept a few bytes of junk before it, but an
 * upload should be the file itself, so it must come first).
 */
export function sniffPdf(head: Buffer): { mime: 'application/pdf'; ext: 'pdf' } | undefined {
  return head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-' ? { mime: 'application/pdf', ext: 'pdf' } : undefined;
}
