import { Alert, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconGitPullRequest, IconLock, IconLockOpen } from '@tabler/icons-react';
import { readerChoices, type PreviewPlan, type ReaderPreview } from '@rc/contract/reader-preview';
import { ReaderArticle } from './reader-article.tsx';

/** The "Preview as" switch: Guest, Free, then each active plan by name. */
export function ReaderAsSelect({
  value,
  plans,
  onChange,
}: {
  value: string;
  plans: readonly PreviewPlan[];
  onChange: (as: string) => void;
}) {
  const choices = readerChoices(plans);
  const [guest, free, ...planChoices] = choices;
  const data = [
    { group: 'Without a plan', items: [guest!, free!].map((c) => ({ value: c.as, label: c.label })) },
    ...(planChoices.length > 0
      ? [{ group: 'Subscribers of', items: planChoices.map((c) => ({ value: c.as, label: c.label })) }]
      : []),
  ];
  return (
    <Select
      label="Preview as"
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      data-testid="reader-preview-as"
    />
  );
}

/**
 * One reader's view of a record: the switch, the verdict (does the wall stop them, and why) and the
 * article as the public site shows it. Used by the editors' live panel and the desk's drawer.
 */
export function ReaderPreviewView({
  preview,
  plans,
  as,
  onAsChange,
}: {
  /** Null while the first answer loads. */
  preview: ReaderPreview | null;
  plans: readonly PreviewPlan[];
  as: string;
  onAsChange: (as: string) => void;
}) {
  return (
    <Stack gap="md" data-testid="reader-preview">
      <ReaderAsSelect value={as} plans={plans} onChange={onAsChange} />
      {preview ? (
        <>
          <Alert
            variant="light"
            color={preview.walled ? 'warning' : 'primary'}
            icon={preview.walled ? <IconLock size={18} /> : <IconLockOpen size={18} />}
            title={preview.walled ? 'Stopped by the account wall' : 'Reads it in full'}
            p="sm"
            data-testid="reader-preview-verdict"
            data-walled={preview.walled ? 'true' : 'false'}
          >
            <Text size="sm">{preview.explanation}</Text>
          </Alert>
          {preview.proposed_change ? (
            <Alert variant="light" color="secondary" icon={<IconGitPullRequest size={18} />} p="sm">
              <Text size="sm">
                This is the proposed change: readers see it once it is approved, and the published version until then.
              </Text>
            </Alert>
          ) : null}
          <ReaderArticle preview={preview} plans={plans} />
        </>
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={54} />
          <Skeleton height={22} width="40%" />
          <Skeleton height={30} />
          <Skeleton height={120} />
        </Stack>
      )}
    </Stack>
  );
}
