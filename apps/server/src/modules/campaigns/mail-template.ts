/**
 * The one layout of campaign mail: a heading, the staff's message (rich text the engine sanitised
 * when it was saved), blocks of linked content and a footer with the unsubscribe link. Each message
 * also has a plain-text part, as mail clients and spam filters expect.
 */
export type ContentBlock = { kicker: string; title: string; summary: string; url: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Rich text as plain text: paragraphs and list items on their own lines, tags and entities gone. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/tr|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type MailParts = {
  heading: string;
  preheader?: string | null;
  /** Sanitised rich text. */
  messageHtml: string;
  blocks: readonly ContentBlock[];
  reason: string;
};

/**
 * The parts that are the same for every recipient are rendered once (`prepareMail`); each message
 * then only adds its greeting and its own unsubscribe link.
 */
export function prepareMail(parts: MailParts): (greetingName: string, unsubscribeUrl: string) => { html: string; text: string } {
  const blocksHtml = parts.blocks
    .map(
      (b) =>
        `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb">` +
        `<div style="font-size:12px;color:#4b5563;text-transform:uppercase;letter-spacing:.04em">${escapeHtml(b.kicker)}</div>` +
        `<a href="${escapeHtml(b.url)}" style="font-size:17px;font-weight:600;color:#1f5f8b;text-decoration:none">${escapeHtml(b.title)}</a>` +
        `<p style="margin:6px 0 0;color:#1f2937">${escapeHtml(b.summary)}</p></td></tr>`,
    )
    .join('');
  const pre = parts.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(parts.preheader)}</div>`
    : '';
  const head =
    `<!doctype html><html><body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">${pre}` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:24px">` +
    `<tr><td><h1 style="font-size:22px;color:#111827;margin:0 0 12px">${escapeHtml(parts.heading)}</h1>`;
  const middle = `<div style="color:#1f2937;font-size:15px;line-height:1.5">${parts.messageHtml}</div></td></tr>${blocksHtml}`;
  const textBlocks = parts.blocks.map((b) => `${b.kicker}: ${b.title}\n${b.summary}\n${b.url}`).join('\n\n');
  const textMessage = htmlToText(parts.messageHtml);
  const reason = escapeHtml(parts.reason);
  return (name, unsubscribeUrl) => ({
    html:
      `${head}<p style="color:#1f2937">Hi ${escapeHtml(name)},</p>${middle}` +
      `<tr><td style="padding-top:20px;font-size:12px;color:#4b5563">${reason} ` +
      `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#1f5f8b">Unsubscribe</a></td></tr></table></td></tr></table></body></html>`,
    text:
      `Hi ${name},\n\n${parts.heading}\n\n${textMessage}${textBlocks ? `\n\n${textBlocks}` : ''}\n\n` +
      `${parts.reason}\nUnsubscribe: ${unsubscribeUrl}\n`,
  });
}
