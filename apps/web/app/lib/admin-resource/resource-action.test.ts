import { PROBLEM_TYPES } from '@carefinder/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changedMeanwhileMessage } from '~/components/admin/changed-meanwhile';
import { resourceAction } from './resource-action';
import type { ResourceDefinition } from './resource-definition';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('~/lib/api-client', () => ({ getBrowserApiClient: () => api }));
vi.mock('~/lib/announced-toasts', () => ({ announceToast: vi.fn() }));

interface Contact {
  id: string;
  name: string;
  phones: string[];
  source: { name: string };
}

const contacts: ResourceDefinition<Contact> = {
  path: '/admin/contacts',
  api: '/contacts',
  title: 'Contacts',
  description: '',
  one: { noun: 'contact', article: 'a' },
  many: 'contacts',
  idOf: (contact) => contact.id,
  nameOf: (contact) => contact.name,
  form: {
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'phones', label: 'Phones', input: 'repeated' },
      { name: 'source.name', label: 'Source', errorsAlsoFrom: ['source'] },
    ],
    valuesOf: (contact) => ({
      name: contact.name,
      phones: contact.phones,
      'source.name': contact.source.name,
    }),
    bodyOf: (values) => ({
      name: values.name,
      phones: values.phones,
      source: { name: values['source.name'] },
    }),
  },
  columns: () => [],
  list: { count: String, empty: '' },
  delete: { warning: () => '' },
};

const post = (fields: Record<string, string | string[]>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const each of [value].flat()) body.append(name, each);
  return new Request('http://localhost/admin/contacts?q=kano&edit=c1', { method: 'POST', body });
};

/** Shaped like the axios error the API client rejects with. */
const problemError = (status: number, type: string, errors?: { path: string; message: string }[]) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    response: {
      status,
      data: { type, title: 'Problem', status, detail: 'Refused.', ...(errors ? { errors } : {}) },
      headers: {},
    },
  });

const saved: Contact = { id: 'c1', name: 'Kano line', phones: ['112'], source: { name: 'NCC' } };
const change = { intent: 'update', id: 'c1', etag: '"v1"', name: 'Kano line', phones: ['112', '0803'] };

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
});

describe('resourceAction', () => {
  it('sends a change with the ETag read, and goes back to the list as it was', async () => {
    api.patch.mockResolvedValue({ data: saved });
    const answer = await resourceAction(contacts, post({ ...change, 'source.name': 'NCC' }));
    expect(api.patch).toHaveBeenCalledWith(
      '/contacts/c1',
      { name: 'Kano line', phones: ['112', '0803'], source: { name: 'NCC' } },
      { headers: { 'if-match': '"v1"' } },
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/admin/contacts?q=kano');
  });

  it('answers the version saved meanwhile and the admin’s values when the API refuses the ETag (412)', async () => {
    const meanwhile = { ...saved, name: 'Kano State line' };
    api.patch.mockRejectedValue(problemError(412, PROBLEM_TYPES.staleWrite));
    api.get.mockResolvedValue({ data: meanwhile, headers: { etag: '"v2"' } });
    const answer = await resourceAction(contacts, post({ ...change, 'source.name': 'NCC' }));
    expect(answer).toEqual({
      ok: false,
      intent: 'update',
      errors: { fieldErrors: {}, formError: changedMeanwhileMessage('this contact') },
      stale: { item: meanwhile, etag: '"v2"' },
      yours: { name: 'Kano line', phones: ['112', '0803'], 'source.name': 'NCC' },
    });
  });

  it('puts each error the API names at the box that shows it', async () => {
    api.post.mockRejectedValue(
      problemError(400, PROBLEM_TYPES.invalidRequest, [
        { path: 'phones', message: 'Add a number.' },
        { path: 'source', message: 'Name the source.' },
      ]),
    );
    const answer = await resourceAction(contacts, post({ intent: 'create', name: 'x', 'source.name': '' }));
    expect(answer).toMatchObject({
      ok: false,
      intent: 'create',
      errors: { fieldErrors: { 'phones.0': 'Add a number.', 'source.name': 'Name the source.' } },
    });
  });

  it('deletes the version confirmed', async () => {
    api.delete.mockResolvedValue({});
    const answer = await resourceAction(
      contacts,
      post({ intent: 'delete', id: 'c1', etag: '"v1"', name: 'Kano line' }),
    );
    expect(api.delete).toHaveBeenCalledWith('/contacts/c1', { headers: { 'if-match': '"v1"' }, params: {} });
    expect(answer).toEqual({ ok: true, intent: 'delete', message: 'Kano line is deleted.' });
  });
});
