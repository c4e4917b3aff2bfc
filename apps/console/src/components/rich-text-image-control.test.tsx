import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, toastStore } from '@/lib/notify.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { altFromFileName } from './rich-text-image-control.tsx';
import { RichTextInput } from './rich-text-input.tsx';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function renderEditor(upload = vi.fn(async () => ({ url: '/media/algo-research/abc.png' }))) {
  const onChange = vi.fn();
  renderWithProviders(
    <RichTextInput
      label="Body"
      value="<p>Laba naik.</p>"
      onChange={onChange}
      uploadImage={{ upload, maxBytes: 5 * 1024 * 1024 }}
    />,
  );
  return { upload, onChange };
}

describe('inserting an image into rich text', () => {
  afterEach(() => act(() => clearToasts()));

  it('uploads the chosen picture and places it, with its stored address, in the text', async () => {
    const { upload, onChange } = renderEditor();
    const button = await screen.findByRole('button', { name: 'Insert image' });
    expect(button).toBeTruthy();
    const file = new File([PNG], 'laba-bersih_2026.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Image to insert'), { target: { files: [file] } });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = String(onChange.mock.calls.at(-1)?.[0]);
    expect(html).toContain('<p>Laba naik.</p>');
    expect(html).toMatch(/<img src="\/media\/algo-research\/abc\.png" alt="laba bersih 2026"/);
  });

  it('refuses a file the server would refuse, before sending anything', async () => {
    const { upload, onChange } = renderEditor();
    await screen.findByRole('button', { name: 'Insert image' });
    const pdf = new File(['%PDF'], 'laporan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Image to insert'), { target: { files: [pdf] } });
    await waitFor(() => expect(toastStore.get().error).toMatchObject({ visible: true, title: 'Image not inserted' }));
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says why when the upload fails, and leaves the text as it was', async () => {
    const { onChange } = renderEditor(
      vi.fn(async () => {
        throw new Error('The image is larger than 5 MB, the limit for Body. Choose a smaller file.');
      }),
    );
    await screen.findByRole('button', { name: 'Insert image' });
    fireEvent.change(screen.getByLabelText('Image to insert'), {
      target: { files: [new File([PNG], 'besar.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(toastStore.get().error.text).toMatch(/larger than 5 MB/));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('describes the picture from its file name', () => {
    expect(altFromFileName('grafik_laba-BBCA.2026.webp')).toBe('grafik laba BBCA 2026');
  });
});
