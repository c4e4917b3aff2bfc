import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { IconLock } from '@tabler/icons-react';
import { PREVIEW_AREA_SETTINGS, type PreviewPlan, type ReaderPreview } from '@rc/contract/reader-preview';
import { Button } from '@/components/button.tsx';
import { RichTextView } from '@/components/rich-text-view.tsx';
import { readerSafeHtml } from '@/lib/rich-text.ts';
import classes from './reader-preview.module.css';
import article from '@/components/article.module.css';

const SAFE_CTA = /^https?:\/\//i;

/**
 * A record as the public article page shows it to one reader: the area, title, lead and key
 * takeaways (the free part), then the paid part, or the account wall with its call to action.
 * Framed and captioned as a preview, so nobody takes it for the live site.
 */
export function ReaderArticle({ preview, plans }: { preview: ReaderPreview; plans: readonly PreviewPlan[] }) {
  const area = PREVIEW_AREA_SETTINGS[preview.area].label;
  const planName = (code: string) => plans.find((p) => p.code === code)?.name ?? code;
  const { wall } = preview;
  // Parsed once per text, not on every keystroke elsewhere in the form.
  const freeHtml = useMemo(() => (preview.free_html ? readerSafeHtml(preview.free_html) : null), [preview.free_html]);
  const paidHtml = useMemo(() => (preview.paid_html ? readerSafeHtml(preview.paid_html) : null), [preview.paid_html]);
  return (
    <div className={classes.frame} data-testid="reader-article" data-walled={preview.walled ? 'true' : 'false'}>
      <div className={classes.frameBar} aria-hidden="true">
        <span className={classes.frameDot} />
        <span className={classes.frameDot} />
        <span className={classes.frameDot} />
        <span>Preview · as {preview.reader_label.toLowerCase()}</span>
      </div>
      <article className={classes.article} aria-label={`Preview of the article as ${preview.reader_label.toLowerCase()}`}>
        <Stack gap="md">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <span className={classes.eyebrow}>{area}</span>
            {preview.required_plans.length > 0 ? (
              <Badge
                size="sm"
                variant="light"
                color="secondary"
                leftSection={<IconLock size={11} />}
                data-testid="reader-required-plans"
              >
                {preview.required_plans.map(planName).join(' · ')}
              </Badge>
            ) : null}
          </Group>
          <h2 className={classes.title} data-testid="reader-preview-title">
            {preview.title || <span className={classes.untitled}>No title yet</span>}
          </h2>
          {preview.short_description ? <p className={article.lead}>{preview.short_description}</p> : null}
          {preview.summaries.length > 0 ? (
            <div className={article.takeaways}>
              <Text size="xs" fw={700} tt="uppercase" lts={0.6} c="primary.8" mb={6}>
                Key takeaways
              </Text>
              <List size="sm" spacing={4}>
                {preview.summaries.map((summary, i) => (
                  <List.Item key={i}>{summary}</List.Item>
                ))}
              </List>
            </div>
          ) : null}
          {freeHtml ? (
            <div className={article.body}>
              <RichTextView html={freeHtml} testId="reader-free-part" />
            </div>
          ) : null}
          {wall ? (
            <div className={classes.wall} data-testid="reader-wall">
              <span className={classes.wallIcon}>
                <IconLock size={18} />
              </span>
              <Text fw={700} mt="xs" data-testid="reader-wall-title">
                {wall.title}
              </Text>
              <Text size="sm" c="dark.4" mt={4} style={{ whiteSpace: 'pre-line' }}>
                {wall.body}
              </Text>
              <Button
                component="a"
                href={SAFE_CTA.test(wall.cta_url) ? wall.cta_url : undefined}
                target="_blank"
                rel="noopener noreferrer"
                variant="secondary"
                size="sm"
                mt="md"
                data-testid="reader-wall-cta"
              >
                {wall.cta_label}
              </Button>
            </div>
          ) : paidHtml ? (
            <>
              {freeHtml || preview.required_plans.length > 0 ? (
                <div className={classes.paidMark}>{freeHtml ? 'Behind the wall' : 'Full article'}</div>
              ) : null}
              <div className={article.body}>
                <RichTextView html={paidHtml} testId="reader-paid-part" />
              </div>
            </>
          ) : (
            <Text size="sm" c="dimmed" fs="italic" data-testid="reader-no-paid-part">
              {preview.area === 'circle-research' ? 'No walled content written.' : 'No body written yet.'}
            </Text>
          )}
        </Stack>
      </article>
    </div>
  );
}
