export const TIMEOUT_MESSAGE = 'We experienced a timeout, please try again.';
export const TIMEOUT_STATUS = 409;

export interface TimeoutErrorResponse {
  status: typeof TIMEOUT_STATUS;
  data: { message: string };
}

/** Shaped like an HTTP error (status + response.data.message) so callers handle it like any API error. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly status = TIMEOUT_STATUS;
  readonly response: TimeoutErrorResponse;

  constructor(message: string = TIMEOUT_MESSAGE, options?: ErrorOptions) {
    super(message, options);
    this.response = { status: TIMEOUT_STATUS, data: { message } };
  }
}
