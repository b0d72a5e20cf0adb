import { loginRequestSchema, signupRequestSchema } from '@carefinder/contracts';
import { describe, expect, it } from 'vitest';
import { TimeoutError } from '~/lib/api-client/timeout-error';
import {
  apiProblemType,
  firstErrorMessage,
  formErrorsFromApiError,
  hasFormErrors,
  NETWORK_ERROR_MESSAGE,
  renameFields,
  UNEXPECTED_ERROR_MESSAGE,
  validateWith,
} from './form-errors';
import type { FormErrors } from './form-errors';

/** Shaped like an axios error: what the API client rejects with. */
const apiError = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data, headers },
  });

const problem = (status: number, detail?: string, errors?: { path: string; message: string }[]) => ({
  type: 'about:blank',
  title: 'Problem',
  status,
  ...(detail ? { detail } : {}),
  ...(errors ? { errors } : {}),
});

describe('formErrorsFromApiError: problem+json → form errors', () => {
  it.each([
    {
      name: 'a 400 with field errors: a message per field, the detail (which only repeats them) dropped',
      error: apiError(
        400,
        problem(400, 'Invalid body: email, password', [
          { path: 'email', message: 'Enter a valid e-mail address.' },
          { path: 'password', message: 'Use at least 8 characters.' },
        ]),
      ),
      expected: {
        fieldErrors: { email: 'Enter a valid e-mail address.', password: 'Use at least 8 characters.' },
      },
    },
    {
      name: 'a 409 naming the e-mail field',
      error: apiError(
        409,
        problem(409, 'An account with this e-mail address already exists.', [
          { path: 'email', message: 'An account with this e-mail address already exists.' },
        ]),
      ),
      expected: { fieldErrors: { email: 'An account with this e-mail address already exists.' } },
    },
    {
      name: "a 409 whose detail explains more than its field: both (the admin's own role)",
      error: apiError(
        409,
        problem(409, 'Administrators cannot demote or disable themselves; ask another administrator.', [
          { path: 'role', message: 'You cannot remove your own ADMIN role.' },
        ]),
      ),
      expected: {
        fieldErrors: { role: 'You cannot remove your own ADMIN role.' },
        formError: 'Administrators cannot demote or disable themselves; ask another administrator.',
      },
    },
    {
      name: 'only the first message of a field',
      error: apiError(
        400,
        problem(400, 'x', [
          { path: 'phone', message: 'Enter a valid phone number.' },
          { path: 'phone', message: 'A phone number is at most 30 characters.' },
        ]),
      ),
      expected: { fieldErrors: { phone: 'Enter a valid phone number.' } },
    },
    {
      name: 'a nested path keeps its dots',
      error: apiError(400, problem(400, 'x', [{ path: 'items.0.name', message: 'Required.' }])),
      expected: { fieldErrors: { 'items.0.name': 'Required.' } },
    },
    {
      name: 'an error without a path goes to the form, beside the field errors',
      error: apiError(
        400,
        problem(400, 'x', [
          { path: '', message: 'Unrecognized key: "admin"' },
          { path: 'email', message: 'Enter a valid e-mail address.' },
        ]),
      ),
      expected: {
        fieldErrors: { email: 'Enter a valid e-mail address.' },
        formError: 'Unrecognized key: "admin"',
      },
    },
    {
      name: 'a 401 without field errors: its detail for the whole form',
      error: apiError(401, problem(401, 'The e-mail or password is incorrect.')),
      expected: { fieldErrors: {}, formError: 'The e-mail or password is incorrect.' },
    },
    {
      name: 'a 403 from admin-login',
      error: apiError(403, problem(403, 'This sign-in is for administrators.')),
      expected: { fieldErrors: {}, formError: 'This sign-in is for administrators.' },
    },
    {
      name: "a 429 with the server's own words",
      error: apiError(429, problem(429, 'Too many failed sign-in attempts. Try again in 15 minutes.'), {
        'retry-after': '900',
      }),
      expected: { fieldErrors: {}, formError: 'Too many failed sign-in attempts. Try again in 15 minutes.' },
    },
    {
      name: 'a 429 without a detail: the wait from Retry-After, in seconds',
      error: apiError(429, {}, { 'retry-after': '42' }),
      expected: { fieldErrors: {}, formError: 'Too many attempts. Try again in 42 seconds.' },
    },
    {
      name: 'a 429 without a detail: the wait from Retry-After, in minutes',
      error: apiError(429, '', { 'retry-after': '61' }),
      expected: { fieldErrors: {}, formError: 'Too many attempts. Try again in 2 minutes.' },
    },
    {
      name: 'a 429 without a detail or Retry-After',
      error: apiError(429, null),
      expected: { fieldErrors: {}, formError: 'Too many attempts. Please wait a little and try again.' },
    },
    {
      name: 'a 502 from a proxy with an HTML body',
      error: apiError(502, '<html>Bad gateway</html>'),
      expected: { fieldErrors: {}, formError: UNEXPECTED_ERROR_MESSAGE },
    },
    {
      name: 'malformed errors entries are ignored, the detail is kept',
      error: apiError(400, { ...problem(400, 'Invalid request'), errors: [null, { path: 3 }, 'x'] }),
      expected: { fieldErrors: {}, formError: 'Invalid request' },
    },
    {
      name: "the API client's TimeoutError: its message",
      error: new TimeoutError(),
      expected: { fieldErrors: {}, formError: 'We experienced a timeout, please try again.' },
    },
    {
      name: 'no response at all (offline)',
      error: Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }),
      expected: { fieldErrors: {}, formError: NETWORK_ERROR_MESSAGE },
    },
    {
      name: 'something that is not an error',
      error: 'boom',
      expected: { fieldErrors: {}, formError: NETWORK_ERROR_MESSAGE },
    },
  ])('$name', ({ error, expected }) => {
    expect(formErrorsFromApiError(error)).toEqual(expected);
  });
});

describe('validateWith: the contract schemas in the browser', () => {
  it('answers the parsed data when valid', () => {
    expect(validateWith(loginRequestSchema, { email: ' ada@example.ng ', password: 'secret' })).toEqual({
      ok: true,
      data: { email: 'ada@example.ng', password: 'secret' },
    });
  });

  it('answers one message per field, in the words the server would use', () => {
    expect(
      validateWith(signupRequestSchema, {
        email: 'not-an-email',
        password: 'short',
        firstName: ' ',
        lastName: 'Obi',
      }),
    ).toEqual({
      ok: false,
      errors: {
        fieldErrors: {
          email: 'Enter a valid e-mail address.',
          password: 'Use at least 8 characters.',
          firstName: 'Enter your first name.',
        },
      },
    });
  });

  it('puts an error about the whole input on the form', () => {
    const result = validateWith(loginRequestSchema, { email: 'ada@example.ng', password: 'x', extra: 'y' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.formError).toMatch(/extra/);
  });
});

describe('renameFields', () => {
  it('moves each message to the field the rename names, keeping the order and the form message', () => {
    const errors: FormErrors = {
      fieldErrors: { rating: 'Choose a rating.', comment: 'Write at least 10 characters.' },
      formError: 'There is a problem.',
    };
    const renamed = renameFields(errors, (field) => `edit-r1-${field}`);
    expect(renamed).toEqual({
      fieldErrors: {
        'edit-r1-rating': 'Choose a rating.',
        'edit-r1-comment': 'Write at least 10 characters.',
      },
      formError: 'There is a problem.',
    });
    expect(Object.keys(renamed.fieldErrors)).toEqual(['edit-r1-rating', 'edit-r1-comment']);
  });

  it('keeps the names the rename keeps', () => {
    const errors: FormErrors = { fieldErrors: { reason: 'Say briefly.', other: 'x' } };
    expect(renameFields(errors, (field) => (field === 'reason' ? 'details' : field))).toEqual({
      fieldErrors: { details: 'Say briefly.', other: 'x' },
    });
  });
});

describe('hasFormErrors and firstErrorMessage', () => {
  it.each<{ errors: FormErrors; has: boolean; first: string | undefined }>([
    { errors: { fieldErrors: {} }, has: false, first: undefined },
    { errors: { fieldErrors: {}, formError: 'Form' }, has: true, first: 'Form' },
    { errors: { fieldErrors: { email: 'Email' } }, has: true, first: 'Email' },
    { errors: { fieldErrors: { email: 'Email' }, formError: 'Form' }, has: true, first: 'Form' },
  ])('$errors → $has, $first', ({ errors, has, first }) => {
    expect(hasFormErrors(errors)).toBe(has);
    expect(firstErrorMessage(errors)).toBe(first);
  });
});

describe('apiProblemType', () => {
  it.each([
    {
      name: 'a typed problem',
      error: apiError(403, { ...problem(403), type: 'https://carefinder.ng/problems/email-not-verified' }),
      type: 'https://carefinder.ng/problems/email-not-verified',
    },
    { name: 'a generic problem', error: apiError(404, problem(404)), type: 'about:blank' },
    {
      name: 'a body that is not a problem',
      error: apiError(502, '<html>Bad gateway</html>'),
      type: undefined,
    },
    { name: 'no response (offline)', error: new Error('Network Error'), type: undefined },
  ])('$name', ({ error, type }) => {
    expect(apiProblemType(error)).toBe(type);
  });
});
