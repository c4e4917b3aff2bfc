import { FileButton, Group, Input, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoUp, IconRefresh, IconTrash } from '@tabler/icons-react';
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

/** Check a picked file the way the server will, so a wrong file never travels. */
export function imageProblem(file: File, maxBytes: number): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > maxBytes) return `The image is ${formatBytes(file.size)}; the limit is ${formatBytes(maxBytes)}.`;
  return null;
}

/**
 * An image field: drop or choose a file, see it at once, and keep the path the upload call returns.
 * Type and size are checked before anything is sent.
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
    const issue = imageProblem(file, maxBytes);
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
  const accept = IMAGE_TYPES.join(',');

  return (
    <Input.Wrapper label={label} description={description} error={problem ?? error} data-field={name}>
      <div
        className={classes.zone}
        data-drag={dragging || undefined}
        data-error={Boolean(problem ?? error) || undefined}
        data-filled={Boolean(shown) || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{ marginTop: 6 }}
      >
        {shown ? (
          <img className={classes.preview} src={shown} alt={`${label} preview`} />
        ) : (
          <>
            <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden="true">
              <IconPhotoUp size={22} />
            </ThemeIcon>
            <Text size="sm" fw={500}>
              Drop an image here, or choose a file
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
          {hint ?? `PNG, JPEG or WebP, at most ${formatBytes(maxBytes)}`}
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
                  {shown ? 'Replace' : 'Choose image'}
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
