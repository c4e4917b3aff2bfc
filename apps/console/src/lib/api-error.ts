/** An API answer other than success, handed back to the caller (section 8: "any other error"). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field messages keyed by body field name, for 400 answers. */
  readonly fields: Readonly<Record<string, string>>;
  readonly requestId: string | undefined;
  /** True when the API client already told the user (session expired, insufficient permission). */
  readonly handled: boolean;
  /** The whole answer body, for calls that send more than the error (a 409 carries the current record). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    requestId?: string;
    handled?: boolean;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.requestId = init.requestId;
    this.handled = init.handled ?? false;
    this.body = init.body ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message a person can act on, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
