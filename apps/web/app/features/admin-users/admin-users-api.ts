import type { AdminUser, UserRole } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';
import { isUserRole } from '~/lib/auth/roles';

export const ADMIN_USERS_PAGE_SIZE = 20;

export interface AdminUserSearch {
  q: string;
  role: UserRole | '';
  page: number;
}

export interface AdminUsersPage {
  search: AdminUserSearch;
  items: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

/** The search in the page's URL (?q=&role=&page=), read leniently: a bad value means "no filter". */
export function adminUserSearchFrom(params: URLSearchParams): AdminUserSearch {
  const role = params.get('role') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    role: isUserRole(role) ? role : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export async function loadAdminUsers(params: URLSearchParams): Promise<AdminUsersPage> {
  const search = adminUserSearchFrom(params);
  try {
    const { data } = await getBrowserApiClient().get<Omit<AdminUsersPage, 'search'>>('/admin/users', {
      params: {
        ...(search.q ? { q: search.q } : {}),
        ...(search.role ? { role: search.role } : {}),
        page: search.page,
        pageSize: ADMIN_USERS_PAGE_SIZE,
      },
    });
    return { search, ...data };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** What an admin changes of an account here, as a card shows it or as it is saved. */
export type UserState = Pick<AdminUser, 'role' | 'disabled'>;

export type UserChange = Partial<UserState>;

/** One user as they are now, with the ETag a change must send in If-Match. */
export async function readAdminUser(userId: string): Promise<{ user: AdminUser; etag: string }> {
  const response = await getBrowserApiClient().get<AdminUser>(`/admin/users/${encodeURIComponent(userId)}`, {
    // The ETag must be the current one: browsers may keep the answer but must ask again.
    headers: { 'cache-control': 'no-cache' },
  });
  return { user: response.data, etag: String(response.headers.etag ?? '') };
}

/** PATCH a user on the version read (If-Match: a change saved meanwhile is a 412). */
export async function updateAdminUser(userId: string, changes: UserChange, etag: string): Promise<AdminUser> {
  const { data } = await getBrowserApiClient().patch<AdminUser>(
    `/admin/users/${encodeURIComponent(userId)}`,
    changes,
    { headers: { 'if-match': etag } },
  );
  return data;
}
