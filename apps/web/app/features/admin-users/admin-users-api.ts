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

export async function updateAdminUser(
  userId: string,
  changes: { role?: UserRole; disabled?: boolean },
): Promise<AdminUser> {
  const { data } = await getBrowserApiClient().patch<AdminUser>(
    `/admin/users/${encodeURIComponent(userId)}`,
    changes,
  );
  return data;
}
