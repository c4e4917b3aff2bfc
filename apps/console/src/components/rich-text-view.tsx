import { Typography } from '@mantine/core';

/**
 * Stored rich text shown as readers see it. The server sanitised it against its allow-list before
 * storing it (no scripts, styles, handlers or foreign images), which is what makes this safe.
 */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography data-testid={testId}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
