import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiServer from '~/lib/api.server';

const post = vi.fn();
vi.mock('~/lib/api.server', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiServer>()),
  getServerApiClient: () => ({ post }),
}));

const { contactAction: actionIn } = await import('./contact-action.server');
const { english } = await import('~/lib/i18n/in-english');

/** The action on the English page. */
const contactAction = (request: Request) => actionIn(request, { i18n: english, locale: 'en' });

const submission = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request('https://carefinder.test/contactUs', {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
  });

const valid = {
  name: 'Ngozi Okafor',
  email: 'ngozi@example.ng',
  phone: '',
  topic: 'general',
  listingUrl: '',
  message: 'Is CareFinder free to use?',
  website: '',
};

/** What the action answered: a redirect, or the page's data and its status. */
async function outcome(result: unknown) {
  if (result instanceof Response) return { redirect: result.headers.get('location'), status: result.status };
  const { data, init } = result as { data: unknown; init: { status: number } };
  return { data, status: init.status };
}

function apiError(status: number, body: unknown, headers: Record<string, string> = {}) {
  const response = {
    status,
    data: body,
    headers: new AxiosHeaders(headers),
    statusText: '',
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  return new AxiosError('failed', String(status), undefined, undefined, response);
}

beforeEach(() => {
  post.mockReset();
});

/** The API call fails with `error`, as axios rejects. */
const failWith = (error: unknown) => {
  post.mockRejectedValue(error);
};

describe('the contact form action', () => {
  it("sends a valid message with the visitor's forwarded address and redirects to the thanks", async () => {
    post.mockResolvedValue({ data: { received: true } });
    const result = await outcome(
      await contactAction(submission(valid, { 'x-forwarded-for': '203.0.113.9' })),
    );
    expect(result).toEqual({ redirect: '/contactUs?sent', status: 302 });
    expect(post).toHaveBeenCalledWith(
      '/contact-messages',
      {
        name: 'Ngozi Okafor',
        email: 'ngozi@example.ng',
        topic: 'general',
        message: 'Is CareFinder free to use?',
        language: 'en',
      },
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
    );
  });

  it('sends the page’s language, so the acknowledgement and the answers come in it', async () => {
    post.mockResolvedValue({ data: { received: true } });
    const request = new Request('https://carefinder.test/ig/contactUs', {
      method: 'POST',
      body: new URLSearchParams(valid),
    });
    const result = await outcome(await actionIn(request, { i18n: english, locale: 'ig' }));
    expect(result).toEqual({ redirect: '/ig/contactUs?sent', status: 302 });
    expect(post.mock.calls[0]?.[1]).toMatchObject({ language: 'ig' });
  });

  it('passes a filled honeypot on to the API, which drops the message', async () => {
    post.mockResolvedValue({ data: { received: true } });
    await contactAction(submission({ ...valid, website: 'https://spam.example' }));
    expect(post.mock.calls[0]?.[1]).toMatchObject({ website: 'https://spam.example' });
  });

  it('answers 400 with every field error in field order and the values kept, without calling the API', async () => {
    const fields = { ...valid, email: 'nope', phone: '0803 12', topic: '', message: 'Hi' };
    const result = await outcome(await contactAction(submission(fields)));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      values: {
        name: 'Ngozi Okafor',
        email: 'nope',
        phone: '0803 12',
        topic: '',
        listingUrl: '',
        message: 'Hi',
      },
      errors: {
        fieldErrors: {
          email: 'Enter a valid e-mail address.',
          phone: 'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.',
          topic: 'Choose what your message is about.',
          message: 'Write at least 10 characters.',
        },
      },
    });
    expect(Object.keys((result.data as { errors: { fieldErrors: object } }).errors.fieldErrors)).toEqual([
      'email',
      'phone',
      'topic',
      'message',
    ]);
    expect(post).not.toHaveBeenCalled();
  });

  it('says clearly how long to wait when the API limits the address (429), keeping the message', async () => {
    failWith(apiError(429, { status: 429 }, { 'retry-after': '420' }));
    const result = await outcome(await contactAction(submission(valid)));
    expect(result.status).toBe(429);
    expect(result.data).toMatchObject({
      ok: false,
      values: { message: 'Is CareFinder free to use?' },
      errors: {
        formError:
          'You have sent several messages in a short time, so this one was not sent. Please wait 7 minutes ' +
          'and send it again: what you wrote is still below.',
      },
    });
  });

  it("shows the API's field errors at their fields", async () => {
    failWith(apiError(400, { status: 400, errors: [{ path: 'listingUrl', message: 'Enter the link.' }] }));
    const result = await outcome(await contactAction(submission(valid)));
    expect(result).toMatchObject({
      status: 400,
      data: { errors: { fieldErrors: { listingUrl: 'Enter the link.' } } },
    });
  });

  it('lets an outage through as the page’s 503', async () => {
    const outage = new Response(null, { status: 503 });
    failWith(outage);
    await expect(contactAction(submission(valid))).rejects.toBe(outage);
  });
});
