import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { clearToasts, toastStore } from '@/lib/notify.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BulkActionBar, type BulkAction } from './bulk-action-bar.tsx';

/** An area's own action beside the engine's: runs at once, no question asked. */
const approve = (run: BulkAction['run']): BulkAction => ({ key: 'approve', label: 'Approve selected', run });
const trash = (run: BulkAction['run']): BulkAction => ({
  key: 'trash',
  label: 'Move to trash',
  variant: 'danger',
  confirm: { title: 'Move 2 articles to the trash?', text: 'They can be restored.', label: 'Move 2 to trash' },
  run,
});

function renderBar(actions: BulkAction[], selected = [4, 9]) {
  const onDone = vi.fn();
  const onClear = vi.fn();
  renderWithProviders(<BulkActionBar selected={selected} actions={actions} onDone={onDone} onClear={onClear} />);
  return { onDone, onClear };
}

describe('BulkActionBar', () => {
  afterEach(() => act(() => clearToasts()));

  it('shows the count and the caller’s actions, and runs one on the selected ids', async () => {
    const run = vi.fn(async () => {});
    const { onDone } = renderBar([approve(run), trash(vi.fn())]);
    expect(screen.getByTestId('bulk-count').textContent).toBe('2 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(run).toHaveBeenCalledWith([4, 9]);
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it('asks first when the action has a confirmation, and only runs on yes', async () => {
    const run = vi.fn(async () => {});
    const { onDone } = renderBar([approve(vi.fn()), trash(run)]);
    await userEvent.click(screen.getByRole('button', { name: 'Move to trash' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Move 2 articles to the trash?')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move 2 to trash' }));
    expect(run).toHaveBeenCalledWith([4, 9]);
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it('keeps the selection and says why when the action fails, unless that was already said', async () => {
    const { onDone } = renderBar([
      approve(async () => {
        throw new ApiError({ status: 409, code: 'CONFLICT', message: 'One of them changed meanwhile' });
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    await waitFor(() => expect(toastStore.get().error).toMatchObject({ visible: true, title: 'Nothing was changed' }));
    expect(toastStore.get().error.text).toBe('One of them changed meanwhile');
    expect(onDone).not.toHaveBeenCalled();
    act(() => clearToasts());

    // A refusal already told (handled): the action is seen running, then ending, and no toast came.
    let refuse: (error: Error) => void = () => undefined;
    renderBar([
      {
        ...approve(() => new Promise((_, reject) => (refuse = reject))),
        key: 'other',
        label: 'Approve these',
      },
    ]);
    const button = screen.getByRole('button', { name: 'Approve these' });
    await userEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(true));
    act(() => refuse(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Insufficient Permission!', handled: true })));
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    expect(toastStore.get().error.visible).toBe(false);
  });

  it('offers a labelled button that clears the selection', async () => {
    const { onClear } = renderBar([approve(vi.fn())]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear the selection' }));
    expect(onClear).toHaveBeenCalled();
  });
});
