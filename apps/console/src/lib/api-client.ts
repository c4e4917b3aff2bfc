import { API_BASE } from '@rc/contract/api-paths';
import { ROUTES } from '@rc/contract/routes';
import { readServerSentEvents, type StreamEvent } from '@rc/contract/server-sent-events';
import { ApiError } from './api-error.ts';
import { ENV } from './env.ts';
import { INSUFFICIENT_PERMISSION, NETWORK_ERROR_TEXT, SESSION_EXPIRED, tooManyAttemptsText } from './messages.ts';
import { currentPathWithSearch, navigateTo, signinPath, UNAUTHENTICATED_PATHS } from './navigation.ts';
import { notify } from './notify.ts';
import { endSession } from './session-store.ts';

/** The error code of a call refused until the caller sets up two-factor sign-in (contract: two-factor.ts). */
const TWO_FACTOR_SETUP_REQUIRED = 'TWO_FACTOR_SETUP_REQUIRED';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** Let the call finish after the page is gone (a closing tab's last autosave; small bodies only). */
  keepalive?: boolean;
};

const AUTHORIZATION = `Basic ${btoa(`${ENV.apiClientId}:${ENV.apiClientSecret}`)}`;

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/**
 * The error catalogue of section 8, applied to every failed call. Returns true when the user has
 * been told (the caller should not repeat the message).
 */
function applyErrorCatalogue(status: number, method: HttpMethod, url: string, code?: unknown): boolean {
  const page = window.location.pathname;
  if (status === 403 && code === TWO_FACTOR_SETUP_REQUIRED) {
    // The role requires two-factor sign-in and it is not set up: only My Account works until it is.
    if (page !== ROUTES.UserProfile.path) {
      notify.error('Set up two-factor sign-in', 'Your role requires it. Set it up here to go on using the console.');
      navigateTo(ROUTES.UserProfile.path, { replace: true });
    }
    return true;
  }
  if (status === 401) {
    if (UNAUTHENTICATED_PATHS.includes(page)) return false;
    const returnTo = currentPathWithSearch();
    // Only a session that existed has expired: someone who was never signed in is simply asked to.
    if (endSession()) notify.error(SESSION_EXPIRED.title, SESSION_EXPIRED.text);
    // Nothing holds this back, unsaved changes included: the editor has kept them for after sign-in.
    navigateTo(signinPath(returnTo), { replace: true, force: true });
    return true;
  }
  if (status === 403) {
    if (page === ROUTES.Home.path) return false;
    if (method !== 'GET' || url.includes('/restore')) {
      notify.error(INSUFFICIENT_PERMISSION.title, INSUFFICIENT_PERMISSION.text);
      return true;
    }
  }
  return false;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

type ErrorPayload = { code?: unknown; message?: unknown; fields?: unknown; request_id?: unknown };

function toApiError(response: Response, payload: unknown, handled: boolean): ApiError {
  const error = ((payload as { error?: ErrorPayload } | null)?.error ?? {}) as ErrorPayload;
  let message = typeof error.message === 'string' && error.message ? error.message : `Request failed (${response.status}).`;
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    message = tooManyAttemptsText(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60);
  }
  const fields =
    error.fields && typeof error.fields === 'object'
      ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, String(v)]))
      : {};
  return new ApiError({
    status: response.status,
    code: typeof error.code === 'string' ? error.code : 'HTTP_ERROR',
    message,
    fields,
    requestId: typeof error.request_id === 'string' ? error.request_id : undefined,
    handled,
    body: payload,
  });
}

async function send(method: HttpMethod, url: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Authorization: AUTHORIZATION, Accept: accept };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_TEXT });
  }
}

/** The whole answer of a call, envelope included, with the same rules as `apiRequest`. */
async function requestEnvelope(method: HttpMethod, path: string, options: RequestOptions): Promise<unknown> {
  const url = buildUrl(path, options.query);
  const response = await send(method, url, options, 'application/json');
  const payload = await readJson(response);
  if (response.ok) return payload;
  const handled = applyErrorCatalogue(
    response.status,
    method,
    url,
    (payload as { error?: { code?: unknown } } | null)?.error?.code,
  );
  throw toApiError(response, payload, handled);
}

/** The one API client: base path, credentials, the fixed Authorization header, the `data` envelope. */
export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const payload = await requestEnvelope(method, path, options);
  return (payload as { data: T } | null)?.data as T;
}

/**
 * A GET whose answer carries more than `data` beside it (a campaign's deliveries send their counts
 * in `meta`): the whole answer, not only `data`.
 */
export async function apiGetEnvelope<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return (await requestEnvelope('GET', path, options)) as T;
}

export type DownloadedFile = { blob: Blob; filename: string };

function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * A file the API sends as it is (a CSV export), fetched with the same header, credentials and error
 * rules as every other call; the caller saves the blob.
 */
export async function apiDownload(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<DownloadedFile> {
  const url = buildUrl(path, options.query);
  const response = await send('GET', url, options, '*/*');
  if (!response.ok) {
    const payload = await readJson(response);
    throw toApiError(response, payload, applyErrorCatalogue(response.status, 'GET', url));
  }
  return { blob: await response.blob(), filename: filenameOf(response, path.split('/').pop() || 'download') };
}

export type { StreamEvent };

/**
 * A server-sent event stream read with fetch, so it carries the fixed Authorization header and the
 * session cookie like every call (EventSource cannot send the header; docs/decisions/009). Resolves
 * when the server ends the stream; rejects (after the error catalogue) when it refuses to open it.
 */
export async function apiStream(
  path: string,
  options: { signal: AbortSignal; onEvent: (event: StreamEvent) => void },
): Promise<void> {
  const url = buildUrl(path);
  const response = await send('GET', url, { signal: options.signal }, 'text/event-stream');
  if (!response.ok || !response.body) {
    const payload = await readJson(response);
    throw toApiError(response, payload, applyErrorCatalogue(response.status, 'GET', url));
  }
  for await (const event of readServerSentEvents(response.body)) options.onEvent(event);
}

/**
 * A file sent as multipart with upload progress (fetch reports none), with the same header,
 * credentials, envelope and error rules as every other call.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: { query?: Record<string, QueryValue>; onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  const url = buildUrl(path, options.query);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Authorization', AUTHORIZATION);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_TEXT }));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve((payload as { data: T } | null)?.data as T);
      const response = { status: xhr.status, headers: { get: (name: string) => xhr.getResponseHeader(name) } } as Response;
      reject(toApiError(response, payload, applyErrorCatalogue(xhr.status, 'POST', url)));
    };
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  getEnvelope: apiGetEnvelope,
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', path, options),
  download: apiDownload,
  stream: apiStream,
  upload: apiUpload,
};
