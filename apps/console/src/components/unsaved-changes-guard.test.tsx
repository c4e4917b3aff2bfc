import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { navigateTo, registerNavigate } from '@/lib/navigation.ts';
import { theme } from '../../test/render.tsx';
import { useUnsavedChangesGuard } from './unsaved-changes-guard.tsx';

function Editor({ onLeave }: { onLeave?: () => void }) {
  const [text, setText] = useState('');
  const [saved, setSaved] = useState('');
  const navigate = useNavigate();
  const guard = useUnsavedChangesGuard(text !== saved, { onLeave });
  return (
    <div>
      <label>
        Name
        <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </label>
      <SecondForm />
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/?tab=2">Other tab</Link>
      <button
        onClick={() => {
          setSaved(text);
          guard.allowNavigation();
          void navigate('/saved');
        }}
      >
        Save and go
      </button>
      {guard.dialog}
    </div>
  );
}

/** Another form on the same page (My Account has several): its changes hold a move back too. */
function SecondForm() {
  const [note, setNote] = useState('');
  const guard = useUnsavedChangesGuard(note !== '');
  return (
    <div>
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      </label>
      {guard.dialog}
    </div>
  );
}

function renderEditor(onLeave?: () => void) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Editor onLeave={onLeave} /> },
      { path: '/elsewhere', element: <p>Another screen</p> },
      { path: '/saved', element: <p>Saved screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('the unsaved-changes guard', () => {
  it('lets the person leave freely when nothing was changed', async () => {
    const router = renderEditor();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving with unsaved changes, and "Stay" keeps the edit', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Name'), 'Perbankan');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');

    await userEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Perbankan');
  });

  it('leaves when the person confirms, and lets the form forget what it kept', async () => {
    const onLeave = vi.fn();
    const router = renderEditor(onLeave);
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('guards every form of the page with one question', async () => {
    const onLeave = vi.fn();
    const router = renderEditor(onLeave);
    await userEvent.type(screen.getByLabelText('Note'), 'catatan');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findAllByText('Leave without saving?')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
    // Only the form with changes is told it was left.
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('never holds back the way to sign in when the session has ended', async () => {
    const router = renderEditor();
    registerNavigate((to, { replace, state }) => void router.navigate(to, { replace, state }));
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    act(() => navigateTo('/elsewhere', { replace: true, force: true }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });

  it('also guards a change of the query (a tab kept in the address)', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Other tab' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('warns the browser before the tab closes or reloads, only while there are changes', async () => {
    renderEditor();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await userEvent.type(screen.getByLabelText('Name'), 'x');
    const after = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(after);
    });
    expect(after.defaultPrevented).toBe(true);
  });

  it('lets a save that navigates pass without asking', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save and go' }));
    expect(await screen.findByText('Saved screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/saved');
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });
});
