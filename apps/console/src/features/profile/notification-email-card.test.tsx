import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../test/render.tsx';
import { NotificationEmailCard } from './notification-email-card.tsx';
import { browserTimeZone } from './time-zones.ts';

function fakeApi(saved: { email: string; time_zone: string; chosen: boolean }, answer: () => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return answer();
      }
      return new Response(JSON.stringify({ data: { settings: saved } }), { status: 200 });
    }),
  );
  return posted;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The form holds back leaving with unsaved changes, which needs a data router.
  const router = createMemoryRouter([{ path: '/', element: <NotificationEmailCard /> }]);
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the notification email choice on My Account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('proposes the browser’s time zone while the person has never chosen one, and saves the choice', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Asia/Jakarta',
    });
    const posted = fakeApi(
      { email: 'digest', time_zone: 'UTC', chosen: false },
      () =>
        new Response(JSON.stringify({ data: { settings: { email: 'each', time_zone: 'Asia/Jakarta', chosen: true } } }), {
          status: 200,
        }),
    );
    renderCard();
    expect(browserTimeZone()).toBe('Asia/Jakarta');
    const zone = (await screen.findByTestId('notification-time-zone')) as HTMLInputElement;
    expect(zone.value).toMatch(/^Asia\/Jakarta/);
    expect(screen.getByText(/Taken from this browser/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('An email for each event'));
    fireEvent.click(screen.getByTestId('notification-email-save'));
    await waitFor(() => expect(posted).toEqual([{ email: 'each', time_zone: 'Asia/Jakarta' }]));
    vi.restoreAllMocks();
  });

  it('keeps what was chosen and shows the server’s field message when it refuses', async () => {
    fakeApi(
      { email: 'digest', time_zone: 'Asia/Makassar', chosen: true },
      () =>
        new Response(
          JSON.stringify({
            error: { code: 'VALIDATION', message: 'Check the form.', fields: { time_zone: 'time_zone is not known here' } },
          }),
          { status: 400 },
        ),
    );
    renderCard();
    fireEvent.click(await screen.findByLabelText('No email'));
    fireEvent.click(screen.getByTestId('notification-email-save'));
    expect(await screen.findByText('time_zone is not known here')).toBeTruthy();
    expect((screen.getByLabelText('No email') as HTMLInputElement).checked).toBe(true);
  });
});
