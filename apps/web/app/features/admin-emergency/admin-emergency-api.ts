import type { EmergencyContact, EmergencyContactList, State } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';

export const ADMIN_EMERGENCY_PATH = '/admin/emergency';

/** A contact as read for editing, with the ETag its change must be sent with (If-Match). */
export interface EditableContact {
  contact: EmergencyContact;
  etag: string;
}

export interface AdminEmergencyPageData {
  contacts: EmergencyContact[];
  states: { alias: string; name: string }[];
  /** ?new: the add form is open. */
  adding: boolean;
  /** ?edit=<id>: the contact open in the edit form. */
  editing: EditableContact | null;
}

/** The fields an admin edits, as the form sends them (the API's field names, flattened). */
export interface ContactFields {
  name: string;
  phones: string[];
  /** A state's alias, or '' for a national line. */
  state: string;
  category: string;
  hours: string;
  note: string;
  sourceName: string;
  sourceUrl: string;
  lastVerifiedAt: string;
}

export function fieldsOf(contact: EmergencyContact): ContactFields {
  return {
    name: contact.name,
    phones: contact.phones,
    state: contact.state?.alias ?? '',
    category: contact.category,
    hours: contact.hours,
    note: contact.note,
    sourceName: contact.source.name,
    sourceUrl: contact.source.url,
    lastVerifiedAt: contact.lastVerifiedAt,
  };
}

/** The page's URL with the add form (`new`) or a contact's edit form open, or neither. */
export function adminEmergencyHref(open: { new?: boolean; edit?: string } = {}): string {
  if (open.new) return `${ADMIN_EMERGENCY_PATH}?new`;
  if (open.edit) return `${ADMIN_EMERGENCY_PATH}?edit=${encodeURIComponent(open.edit)}`;
  return ADMIN_EMERGENCY_PATH;
}

export async function readContact(id: string): Promise<EditableContact> {
  const response = await getBrowserApiClient().get<EmergencyContact>(`/emergency-contacts/${id}`, {
    // The ETag must be the current one: never a copy the browser kept.
    headers: { 'cache-control': 'no-cache' },
  });
  return { contact: response.data, etag: String(response.headers.etag ?? '') };
}

export async function loadAdminEmergency(params: URLSearchParams): Promise<AdminEmergencyPageData> {
  const edit = params.get('edit');
  try {
    const client = getBrowserApiClient();
    const [{ data: list }, { data: states }, editing] = await Promise.all([
      client.get<EmergencyContactList>('/emergency-contacts', { headers: { 'cache-control': 'no-cache' } }),
      client.get<{ items: State[] }>('/states'),
      edit ? readContact(edit).catch(() => null) : Promise.resolve(null),
    ]);
    return {
      contacts: list.items,
      states: states.items.map(({ alias, name }) => ({ alias, name })),
      adding: params.has('new'),
      editing,
    };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** The API's body for the form's fields: the read answer's shape. */
const body = (fields: ContactFields) => ({
  name: fields.name,
  phones: fields.phones,
  state: fields.state ? { alias: fields.state } : null,
  category: fields.category,
  hours: fields.hours,
  note: fields.note,
  source: { name: fields.sourceName, url: fields.sourceUrl },
  lastVerifiedAt: fields.lastVerifiedAt,
});

export async function createContact(fields: ContactFields): Promise<EmergencyContact> {
  const { data } = await getBrowserApiClient().post<EmergencyContact>('/emergency-contacts', body(fields));
  return data;
}

export async function changeContact(
  id: string,
  fields: ContactFields,
  etag: string,
): Promise<EmergencyContact> {
  const { data } = await getBrowserApiClient().patch<EmergencyContact>(
    `/emergency-contacts/${id}`,
    body(fields),
    {
      headers: { 'if-match': etag },
    },
  );
  return data;
}

/**
 * Deletes a contact: the version the admin confirmed (`etag`, read when the confirmation opened), so a change
 * made meanwhile is a 412, not lost, as the lists' deletes do.
 */
export async function deleteContact(id: string, etag: string): Promise<void> {
  await getBrowserApiClient().delete(`/emergency-contacts/${id}`, { headers: { 'if-match': etag } });
}
