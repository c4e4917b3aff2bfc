import { Alert, Badge } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { GUEST, buildReaderPreview, isPreviewArea, readerOf, type PreviewArea } from '@rc/contract/reader-preview';
import { CONTENT_STATUSES, type ContentStatus } from '@rc/contract/statuses';
import { SectionCard } from '@/components/section-card.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { useReaderPreview, useReaderPreviewContext } from '@/lib/reader-preview-api.ts';
import { ReaderPreviewView } from './reader-preview-view.tsx';

export type ReaderPreviewPanelProps = {
  /** The resource being edited; its name is the preview area. */
  def: { name: string };
  /** The saved record, or null while a new one is written. */
  record: Readonly<Record<string, unknown>> | null;
  /** What the form holds now, saved or not. */
  values: Readonly<Record<string, unknown>>;
  /** The form holds changes that are not saved yet. */
  dirty: boolean;
};

const statusOf = (value: unknown): ContentStatus | null =>
  (CONTENT_STATUSES as readonly unknown[]).includes(value) ? (value as ContentStatus) : null;

/**
 * The live reader preview beside an editor's form. The account wall and the plans are read once;
 * the contract's rule then runs on every keystroke, so the preview follows unsaved edits. A saved,
 * unchanged record shows the server's answer, which is the source of truth (the same rule on the
 * stored record).
 */
export function ReaderPreviewPanel({ def, record, values, dirty }: ReaderPreviewPanelProps) {
  if (!isPreviewArea(def.name)) return null;
  return <LivePreview area={def.name} record={record} values={values} dirty={dirty} />;
}

function LivePreview({ area, record, values, dirty }: Omit<ReaderPreviewPanelProps, 'def'> & { area: PreviewArea }) {
  const [as, setAs] = useState<string>(GUEST);
  const context = useReaderPreviewContext(area);
  const id = record && typeof record.id === 'number' ? record.id : null;
  const saved = id !== null && !dirty && !record?.deleted_at;
  const server = useReaderPreview(area, id, as, { version: Number(record?.version ?? 0), enabled: saved });
  // Typing stays responsive on long bodies: the preview catches up when React has time.
  const typed = useDeferredValue(values);
  const status = statusOf(record?.status);
  const local = useMemo(() => {
    const reader = context.data ? readerOf(as, context.data.plans) : undefined;
    if (!context.data || !reader) return null;
    return buildReaderPreview({ area, id, status, values: typed, wall: context.data.wall, plans: context.data.plans, reader });
  }, [area, id, status, typed, as, context.data]);
  const plans = context.data?.plans ?? [];
  const shown = saved && server.data && server.data.as === as && !server.isPlaceholderData ? server.data : local;

  return (
    <SectionCard
      title="Reader preview"
      description={dirty ? 'Follows your unsaved changes.' : 'What readers see on the public site.'}
      actions={
        dirty ? (
          <Badge color="warning" variant="light" size="sm" data-testid="reader-preview-unsaved">
            Unsaved
          </Badge>
        ) : null
      }
      data-testid="reader-preview-panel"
    >
      {context.isError ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="The preview could not be loaded">
          {errorMessage(context.error)}
        </Alert>
      ) : (
        <ReaderPreviewView preview={shown} plans={plans} as={as} onAsChange={setAs} />
      )}
    </SectionCard>
  );
}
