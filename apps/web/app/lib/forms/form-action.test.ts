import { describe, expect, it } from 'vitest';
import { formFields, submitToApi } from './form-action';

describe('formFields', () => {
  it('keeps the text fields of a submitted form', () => {
    const formData = new FormData();
    formData.set('email', 'ada@example.ng');
    formData.set('photo', new Blob(['x']), 'photo.png');
    expect(formFields(formData)).toEqual({ email: 'ada@example.ng' });
  });
});

describe('submitToApi', () => {
  it.each([
    { name: 'done without a message', call: async () => undefined, result: { ok: true } },
    { name: 'done with a message', call: async () => 'Saved.', result: { ok: true, message: 'Saved.' } },
    {
      name: 'an API error becomes form errors',
      call: async () => {
        throw Object.assign(new Error('401'), {
          response: { status: 401, data: { detail: 'The e-mail or password is incorrect.' } },
        });
      },
      result: { ok: false, errors: { fieldErrors: {}, formError: 'The e-mail or password is incorrect.' } },
    },
  ])('$name', async ({ call, result }) => {
    expect(await submitToApi(call)).toEqual(result);
  });
});
