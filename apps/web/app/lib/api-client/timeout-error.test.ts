import { describe, expect, it } from 'vitest';
import { TIMEOUT_MESSAGE, TimeoutError } from './timeout-error';

describe('TimeoutError', () => {
  it('looks like a 409 API error carrying the timeout message', () => {
    const error = new TimeoutError();

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toBe('We experienced a timeout, please try again.');
    expect(error.status).toBe(409);
    expect(error.response).toEqual({ status: 409, data: { message: TIMEOUT_MESSAGE } });
  });

  it('keeps the underlying error as its cause', () => {
    const cause = new Error('timeout of 100ms exceeded');

    expect(new TimeoutError(TIMEOUT_MESSAGE, { cause }).cause).toBe(cause);
  });
});
