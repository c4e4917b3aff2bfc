import { Anchor, FileButton, Group, Input, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconFileUpload, IconPhotoUp, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type ComponentProps, type DragEvent } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { mediaUrl } from '@/lib/media.ts';
import { notify } from '@/lib/notify.ts';
import { Button } from './button.tsx';
import classes from './image-upload-input.module.css';

/** What the API accepts for images (it checks the bytes again). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What a file field takes: images (shown as they are) or PDFs (shown as an icon and a link). */
export type UploadKind = 'image' | 'pdf';

const KINDS = {
  image: { types: IMAGE_TYPES as readonly string[], wrongType: 'Choose a JPEG, PNG or WebP image.', noun: 'image' },
  pdf: { types: ['application/pdf'] as readonly string[], wrongType: 'Choose a PDF file.', noun: 'PDF' },
} as const;

/** Check a picked file the way the server will, so a wrong file never travels. */
export function imageProblem(file: File, maxBytes: number, kind: UploadKind = 'image'): string | null {
  const { types, wrongType, noun } = KINDS[kind];
  if (!types.includes(file.type)) return wrongType;
  if (file.size > maxBytes) return `The ${noun} is ${formatBytes(file.size)}; the limit is ${formatBytes(maxBytes)}.`;
  return null;
}

/**
 * An image field (or, with `kind="pdf"`, a PDF field): drop or choose a file, see it at once (a
 * PDF as its icon and a link that opens it), and keep the path the upload call returns. Type and
 * size are checked before anything is sent.
 */
export function ImageUploadInput({
  label,
  description,
  hint,
  error,
  value,
  onChange,
  upload,
  maxBytes,
  disabled,
  name,
  kind = 'image',
}: {
  label: string;
  description?: string;
  hint?: string;
  error?: string;
  /** The stored path ('' when empty). */
  value: string;
  onChange: (path: string) => void;
  upload: (file: File) => Promise<{ path: string }>;
  maxBytes: number;
  disabled?: boolean;
  name?: string;
  kind?: UploadKind;
}) {
  const [local, setLocal] = useState<File | null>(null);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!local) return;
    const url = URL.createObjectURL(local);
    setLocalUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setLocalUrl(null);
    };
  }, [local]);

  async function take(file: File | null) {
    if (!file || disabled) return;
    const issue = imageProblem(file, maxBytes, kind);
    setProblem(issue);
    if (issue) {
      notify.error(`${label} not accepted`, issue);
      return;
    }
    setLocal(file);
    setBusy(true);
    try {
      const result = await upload(file);
      onChange(result.path);
    } catch (failure) {
      setLocal(null);
      setProblem(errorMessage(failure));
      if (!(isApiError(failure) && failure.handled)) notify.error(`${label} not uploaded`, errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0] ?? null);
  }

  const shown = localUrl ?? (value ? mediaUrl(value) : null);
  const accept = KINDS[kind].types.join(',');
  const noun = KINDS[kind].noun;

  return (
    <Input.Wrapper label={label} description={description} error={problem ?? error} data-field={name}>
      <div
        className={classes.zone}
        data-drag={dragging || undefined}
        data-error={Boolean(problem ?? error) || undefined}
        data-filled={(kind === 'image' && Boolean(shown)) || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{ marginTop: 6 }}
      >
        {shown && kind === 'pdf' ? (
          <>
            <ThemeIcon variant="light" color="danger" size={48} radius="md" aria-hidden="true">
              <IconFileTypePdf size={28} />
            </ThemeIcon>
            <Anchor
              href={shown}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={600}
              data-testid={name ? `open-${name}` : undefined}
            >
              <Group gap={4} wrap="nowrap">
                {local?.name ?? 'Open the PDF'} <IconExternalLink size={14} />
              </Group>
            </Anchor>
          </>
        ) : shown ? (
          <img className={classes.preview} src={shown} alt={`${label} preview`} />
        ) : (
          <>
            <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden="true">
              {kind === 'pdf' ? <IconFileUpload size={22} /> : <IconPhotoUp size={22} />}
            </ThemeIcon>
            <Text size="sm" fw={500}>
              {kind === 'pdf' ? 'Drop a PDF here, or choose a file' : 'Drop an image here, or choose a file'}
            </Text>
          </>
        )}
        {busy ? (
          <div className={classes.busy}>
            <Loader size="sm" aria-label={`Uploading ${label}`} />
          </div>
        ) : null}
      </div>
      <Group justify="space-between" gap="xs" mt={8} wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed">
          {hint ??
            (kind === 'pdf' ? `A PDF, at most ${formatBytes(maxBytes)}` : `PNG, JPEG or WebP, at most ${formatBytes(maxBytes)}`)}
        </Text>
        {!disabled ? (
          <Group gap={4} wrap="nowrap">
            <FileButton
              onChange={(file) => void take(file)}
              accept={accept}
              disabled={busy}
              inputProps={
                { 'aria-label': `${label} file`, 'data-testid': name ? `file-${name}` : undefined } as ComponentProps<'input'>
              }
            >
              {(props) => (
                <Button
                  {...props}
                  variant="gray"
                  size="compact-sm"
                  leftSection={shown ? <IconRefresh size={14} /> : <IconPhotoUp size={14} />}
                >
                  {shown ? 'Replace' : `Choose ${noun}`}
                </Button>
              )}
            </FileButton>
            {shown ? (
              <Button
                variant="plain"
                size="compact-sm"
                leftSection={<IconTrash size={14} />}
                onClick={() => {
                  setLocal(null);
                  setProblem(null);
                  onChange('');
                }}
                disabled={busy}
                aria-label={`Remove ${label}`}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}
