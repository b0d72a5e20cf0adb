import type { PublicUser } from '@carefinder/contracts';
import { TextLink } from '~/components/forms/form-page';
import { ADMIN_LISTS } from '~/lib/admin-lists';
import { AccountSection, DashboardPage, DashboardSection } from './account-sections';

export default function AdminDashboardPage({ loaderData }: { loaderData: { me: PublicUser } }) {
  return (
    <DashboardPage me={loaderData.me}>
      <DashboardSection id="admin-heading" title="Administration">
        <ul className="flex flex-col gap-2">
          <li className="flex flex-col">
            <TextLink to="/admin/users">Users</TextLink>
            <span className="text-sm text-gray-700">
              Find accounts by name or e-mail, change their role, disable or enable them.
            </span>
          </li>
        </ul>
      </DashboardSection>
      <DashboardSection id="lists-heading" title="Lists">
        <ul className="grid gap-2 md:grid-cols-2">
          {ADMIN_LISTS.map((list) => (
            <li key={list.kind} className="flex flex-col">
              <TextLink to={list.path}>{list.title}</TextLink>
              <span className="text-sm text-gray-700">{list.description}</span>
            </li>
          ))}
        </ul>
      </DashboardSection>
      <AccountSection />
    </DashboardPage>
  );
}
