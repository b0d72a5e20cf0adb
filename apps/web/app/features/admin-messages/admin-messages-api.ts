import type { AdminContactMessageList, ContactMessage, ContactMessageStatus } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';

export const ADMIN_MESSAGES_PAGE_SIZE = 20;

export interface AdminMessagesView {
  status: ContactMessageStatus;
  page: number;
  /** The message opened with ?message=<id>, if any. */
  messageId: string | null;
}

export interface AdminMessagesData {
  view: AdminMessagesView;
  list: AdminContactMessageList;
  /** How many messages are open, whichever list is shown. */
  openCount: number;
  /** The opened message and the ETag to close or reopen it with; null when none is opened or it is gone. */
  opened: { message: ContactMessage; etag: string } | null;
}

/** The page's URL (?status=open|closed&page=&message=), read leniently: a bad value means the default. */
export function adminMessagesViewFrom(params: URLSearchParams): AdminMessagesView {
  const page = Number(params.get('page'));
  return {
    status: params.get('status') === 'closed' ? 'closed' : 'open',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    messageId: params.get('message') || null,
  };
}

/** The link to a list, a page of it, or a message in it. */
export function adminMessagesHref(view: AdminMessagesView): string {
  const params = new URLSearchParams();
  if (view.status !== 'open') params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.messageId) params.set('message', view.messageId);
  const query = params.toString();
  return query ? `/admin/messages?${query}` : '/admin/messages';
}

async function readMessage(id: string) {
  const response = await getBrowserApiClient().get<ContactMessage>(
    `/admin/contact-messages/${encodeURIComponent(id)}`,
    // The ETag must be the current one: browsers may keep the answer but must ask again.
    { headers: { 'cache-control': 'no-cache' } },
  );
  return { message: response.data, etag: String(response.headers.etag ?? '') };
}

export async function loadAdminMessages(params: URLSearchParams): Promise<AdminMessagesData> {
  const view = adminMessagesViewFrom(params);
  const api = getBrowserApiClient();
  try {
    const [list, open, opened] = await Promise.all([
      api.get<AdminContactMessageList>('/admin/contact-messages', {
        params: { status: view.status, page: view.page, pageSize: ADMIN_MESSAGES_PAGE_SIZE },
      }),
      view.status === 'open'
        ? undefined
        : api.get<AdminContactMessageList>('/admin/contact-messages', {
            params: { status: 'open', pageSize: 1 },
          }),
      view.messageId ? readMessage(view.messageId).catch(() => null) : null,
    ]);
    return {
      view,
      list: list.data,
      openCount: (open ?? list).data.total,
      opened,
    };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** E-mails an answer to the message's sender; answers the message with it. */
export async function answerMessage(id: string, body: string): Promise<ContactMessage> {
  const { data } = await getBrowserApiClient().post<ContactMessage>(
    `/admin/contact-messages/${encodeURIComponent(id)}/replies`,
    { body },
  );
  return data;
}

export async function setMessageStatus(
  id: string,
  status: ContactMessageStatus,
  etag: string,
): Promise<ContactMessage> {
  const { data } = await getBrowserApiClient().patch<ContactMessage>(
    `/admin/contact-messages/${encodeURIComponent(id)}`,
    { status },
    { headers: { 'if-match': etag } },
  );
  return data;
}
