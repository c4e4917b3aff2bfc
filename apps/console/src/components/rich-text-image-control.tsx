import { Loader } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { IMAGE_TYPES, imageProblem } from './image-upload-input.tsx';

/** How a rich-text field stores an image placed in it: the upload call, and the limit it applies. */
export type RichTextImageUpload = {
  upload: (file: File) => Promise<{ url: string }>;
  maxBytes: number;
};

/** A first guess at an image's description from its file name ("laba-bersih_2026.png" → "laba bersih 2026"). */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
}

/**
 * The toolbar button that places an image at the cursor: the chosen file is checked as the server
 * will check it, uploaded to the media store, and only then inserted (with its stored address), so
 * the body never holds a local or half-uploaded picture.
 */
export function RichTextImageControl({
  upload,
  maxBytes,
  onInsert,
}: RichTextImageUpload & { onInsert: (image: { src: string; alt: string }) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function take(file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file, maxBytes);
    if (problem) {
      notify.error('Image not inserted', problem);
      return;
    }
    setBusy(true);
    try {
      const stored = await upload(file);
      onInsert({ src: stored.url, alt: altFromFileName(file.name) });
    } catch (failure) {
      if (!(isApiError(failure) && failure.handled)) notify.error('Image not inserted', errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <RichTextEditor.Control
        onClick={() => input.current?.click()}
        aria-label={busy ? 'Uploading the image' : 'Insert image'}
        title="Insert image"
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="richtext-insert-image"
      >
        {busy ? <Loader size={14} /> : <IconPhotoPlus size={16} stroke={1.5} />}
      </RichTextEditor.Control>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        tabIndex={-1}
        aria-label="Image to insert"
        data-testid="richtext-image-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again inserts it again.
          event.currentTarget.value = '';
          void take(file);
        }}
      />
    </>
  );
}
