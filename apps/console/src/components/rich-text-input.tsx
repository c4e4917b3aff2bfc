import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextImageUpload } from './rich-text-image-control.tsx';

// Tiptap and ProseMirror weigh more than the rest of a form: they load with the first rich-text field.
const RichTextEditorField = lazy(() => import('./rich-text-editor.tsx'));

/** A rich-text (HTML) field. The server sanitises what is saved; the editor only offers what it keeps. */
export function RichTextInput({
  label,
  description,
  error,
  value,
  onChange,
  disabled,
  required,
  minHeight = 220,
  name,
  uploadImage,
}: {
  label: string;
  description?: string;
  error?: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  required?: boolean;
  minHeight?: number;
  name?: string;
  /** Lets the toolbar insert images, uploaded through this call. */
  uploadImage?: RichTextImageUpload;
}) {
  return (
    <Input.Wrapper label={label} description={description} error={error} required={required} data-field={name}>
      <div style={{ marginTop: 6 }} data-testid={name ? `richtext-${name}` : undefined}>
        <Suspense
          fallback={<Skeleton height={minHeight + 46} radius="md" role="status" aria-label={`Loading ${label} editor`} />}
        >
          <RichTextEditorField
            value={value}
            onChange={onChange}
            disabled={disabled}
            minHeight={minHeight}
            label={label}
            invalid={Boolean(error)}
            uploadImage={uploadImage}
          />
        </Suspense>
      </div>
    </Input.Wrapper>
  );
}
