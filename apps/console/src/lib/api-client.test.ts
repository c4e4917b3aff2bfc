import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_API_CLIENT_ID, DEV_API_CLIENT_SECRET } from '@rc/contract/defaults';
import { EMPTY_PROFILE } from '@rc/contract/profile';
import { api, apiRequest, type HttpMethod } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { INSUFFICIENT_PERMISSION, NETWORK_ERROR_TEXT, SESSION_EXPIRED } from './messages.ts';
import { isForcedNavigation, registerNavigate } from './navigation.ts';
import { clearToasts, toastStore } from './notify.ts';
import { clearSession, onSessionEnding, sessionStore, setProfile } from './session-store.ts';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let navigate: ReturnType<typeof vi.fn<(to: string, options: { replace: boolean; state?: unknown }) => void>>;

function answer({ status, body, headers = {} }: Answer) {
  fetchMock.mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

const errorBody = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, fields, request_id: 'req-1' },
});

/** Be on `page`, call `method url`, and return what the caller got back. */
async function call(page: string, method: HttpMethod, url: string): Promise<ApiError> {
  window.history.replaceState(null, '', page);
  const error = await apiRequest(method, url).then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const shownToast = () => {
  const { success, error } = toastStore.get();
  if (success.visible) return { kind: 'success', title: success.title, text: success.text };
  if (error.visible) return { kind: 'error', title: error.title, text: error.text };
  return null;
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<(to: string, options: { replace: boolean; state?: unknown }) => void>();
  registerNavigate(navigate);
  clearToasts();
  clearSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  window.history.replaceState(null, '', '/');
});

describe('API client: requests', () => {
  it('calls /api with credentials and the fixed Basic authorization header, and unwraps data', async () => {
    answer({ status: 200, body: { data: { id: 7 } } });
    await expect(api.get('/internal-user/profile', { query: { page: 2, q: undefined } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/internal-user/profile?page=2');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${btoa(`${DEV_API_CLIENT_ID}:${DEV_API_CLIENT_SECRET}`)}`,
    );
  });

  it('sends JSON bodies as JSON and form data as multipart', async () => {
    answer({ status: 200, body: { data: null } });
    await api.post('/internal-user/update-profile', { fullname: 'Ann' });
    let init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"fullname":"Ann"}');

    answer({ status: 200, body: { data: null } });
    const form = new FormData();
    form.append('thumbnail', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.post('/content-contributor/update-thumbnail', form);
    init = fetchMock.mock.calls[1]![1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('hands over the whole answer when a call sends more than data (deliveries and their counts)', async () => {
    const body = { data: [{ id: 1 }], meta: { total: 1, page: 1, limit: 20, counts: { SENT: 1 } } };
    answer({ status: 200, body });
    await expect(api.getEnvelope('/newsletter/deliveries/3', { query: { page: 1 } })).resolves.toEqual(body);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/newsletter/deliveries/3?page=1');
  });
});

describe('API client: the 401 rule', () => {
  it('outside sign in / forgot / reset: "Session expired!" and the route is replaced with sign in, keeping the way back', async () => {
    setProfile({ ...EMPTY_PROFILE, id: 3, fullname: 'Ann' });
    answer({ status: 401, body: errorBody('UNAUTHENTICATED', 'Sign in first.') });
    const error = await call('/client/list?page=2', 'GET', '/user/list');
    expect(shownToast()).toEqual({ kind: 'error', title: SESSION_EXPIRED.title, text: SESSION_EXPIRED.text });
    expect(SESSION_EXPIRED).toEqual({ title: 'Session expired!', text: 'Please signin back to access your dashboard.' });
    expect(navigate).toHaveBeenCalledOnce();
    const [to, options] = navigate.mock.calls[0]!;
    expect(to).toBe('/signin?redirect=%2Fclient%2Flist%3Fpage%3D2');
    expect(options.replace).toBe(true);
    // Nothing may hold the move back, unsaved changes included.
    expect(isForcedNavigation({ state: options.state })).toBe(true);
    expect(error.status).toBe(401);
    expect(error.handled).toBe(true);
    expect(sessionStore.get().profile).toBeNull();
  });

  it('on the home page too, for any method', async () => {
    setProfile({ ...EMPTY_PROFILE, id: 3, fullname: 'Ann' });
    answer({ status: 401, body: errorBody('UNAUTHENTICATED', 'Sign in first.') });
    await call('/', 'POST', '/internal-user/update-profile');
    expect(shownToast()?.title).toBe('Session expired!');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/signin', expect.objectContaining({ replace: true }));
  });

  it('tells who was signed in before forgetting them, so an editor can keep their unsaved work', async () => {
    setProfile({ ...EMPTY_PROFILE, id: 3, fullname: 'Ann' });
    const seen: Array<{ id: number; profileStillKnown: boolean }> = [];
    const stop = onSessionEnding((person) =>
      seen.push({ id: person.id, profileStillKnown: sessionStore.get().profile !== null }),
    );
    answer({ status: 401, body: errorBody('UNAUTHENTICATED', 'Sign in first.') });
    await call('/algo-research/new', 'POST', '/algo-research/create');
    stop();
    expect(seen).toEqual([{ id: 3, profileStillKnown: true }]);
  });

  it('a first visit while signed out goes to sign in without "Session expired!"', async () => {
    answer({ status: 401, body: errorBody('UNAUTHENTICATED', 'Sign in first.') });
    await call('/algo-research', 'GET', '/internal-user/profile');
    expect(shownToast()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      '/signin?redirect=%2Falgo-research',
      expect.objectContaining({ replace: true }),
    );
  });

  it('a reload after the session ended still says so; a second failing call of the same moment says it once', async () => {
    // Signed in earlier in this browser; the page was reloaded, so no profile is loaded yet.
    setProfile({ ...EMPTY_PROFILE, id: 3, fullname: 'Ann' });
    sessionStore.set((state) => ({ ...state, profile: null }));
    answer({ status: 401, body: errorBody('UNAUTHENTICATED', 'Sign in first.') });
    await call('/client/list', 'GET', '/internal-user/profile');
    expect(shownToast()?.title).toBe('Session expired!');
    clearToasts();
    answer({ status: 401, body: errorBody('UNAUTHENTICATED', 'Sign in first.') });
    await call('/client/list', 'GET', '/user-permission/self/permission');
    expect(shownToast()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it.each(['/signin', '/forgot-password', '/reset-password'])('on %s: nothing is shown and nobody moves', async (page) => {
    answer({ status: 401, body: errorBody('UNAUTHENTICATED', 'Email or password is incorrect.') });
    const error = await call(`${page}?token=abc`, 'POST', '/auth/login');
    expect(shownToast()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(error.handled).toBe(false);
    expect(error.message).toBe('Email or password is incorrect.');
  });
});

describe('API client: the 403 rule', () => {
  it.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])('%s away from home: "Insufficient Permission!"', async (method) => {
    answer({ status: 403, body: errorBody('FORBIDDEN', 'No.') });
    const error = await call('/circle-research-content/landing', method, '/circle-research/circle/delete/4');
    expect(shownToast()).toEqual({ kind: 'error', title: INSUFFICIENT_PERMISSION.title, text: INSUFFICIENT_PERMISSION.text });
    expect(INSUFFICIENT_PERMISSION).toEqual({
      title: 'Insufficient Permission!',
      text: 'Contact your admin to access this feature.',
    });
    expect(error.handled).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a GET whose URL contains /restore, away from home: "Insufficient Permission!"', async () => {
    answer({ status: 403, body: errorBody('FORBIDDEN', 'No.') });
    await call('/circle-research-content/landing', 'GET', '/circle-research/circle/restore/4');
    expect(shownToast()?.title).toBe('Insufficient Permission!');
  });

  it('any other GET: nothing is shown, the error goes back to the caller', async () => {
    answer({ status: 403, body: errorBody('FORBIDDEN', 'You cannot read clients.') });
    const error = await call('/client/list', 'GET', '/user/list');
    expect(shownToast()).toBeNull();
    expect(error.handled).toBe(false);
    expect(error.message).toBe('You cannot read clients.');
  });

  it.each<[HttpMethod, string]>([
    ['POST', '/internal-user/update-profile'],
    ['GET', '/circle-research/circle/restore/4'],
  ])('on the home page (%s %s): nothing is shown', async (method, url) => {
    answer({ status: 403, body: errorBody('FORBIDDEN', 'No.') });
    const error = await call('/', method, url);
    expect(shownToast()).toBeNull();
    expect(error.handled).toBe(false);
  });
});

describe('API client: other errors go back to the caller', () => {
  it('400 with field messages', async () => {
    answer({ status: 400, body: errorBody('VALIDATION', 'Check the fields.', { fullname: 'Full name is required' }) });
    const error = await call('/user', 'POST', '/internal-user/update-profile');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({ fullname: 'Full name is required' });
    expect(error.requestId).toBe('req-1');
    expect(shownToast()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('404, 409, 413, 415 and 500 show nothing at this level', async () => {
    for (const status of [404, 409, 413, 415, 500]) {
      answer({ status, body: errorBody('X', `status ${status}`) });
      const error = await call('/user', 'POST', '/x');
      expect(error.status).toBe(status);
      expect(error.message).toBe(`status ${status}`);
    }
    expect(shownToast()).toBeNull();
  });

  it('429 says when to try again, in minutes', async () => {
    answer({ status: 429, body: errorBody('TOO_MANY_REQUESTS', 'Slow down'), headers: { 'Retry-After': '600' } });
    expect((await call('/signin', 'POST', '/auth/login')).message).toBe('Too many attempts, try again in 10 minutes');
    answer({ status: 429, body: errorBody('TOO_MANY_REQUESTS', 'Slow down'), headers: { 'Retry-After': '30' } });
    expect((await call('/signin', 'POST', '/auth/login')).message).toBe('Too many attempts, try again in 1 minute');
  });

  it('an unreachable server is an error with a readable message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await call('/user', 'GET', '/internal-user/profile');
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(NETWORK_ERROR_TEXT);
  });

  it('a body that is not JSON still gives a message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await call('/user', 'GET', '/internal-user/profile');
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed (502).');
  });
});
