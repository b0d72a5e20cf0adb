import {
  CORRECTION_ESCALATION_DAYS,
  MOVE_REVIEW_DISTANCE_KM,
  type ListingStatus,
} from '@carefinder/contracts';
import { entryWords } from '~/components/admin/audit-words';
import { TextLink } from '~/components/forms/form-page';
import { TAXONOMY_PAGES } from '~/lib/taxonomy-pages';
import { formatDateInNigeria } from '~/lib/format/date';
import { AccountSection, DashboardPage, DashboardSection } from './account-sections';
import type { AdminDashboardData } from './admin-dashboard-api';
import { DuplicateReview } from './duplicate-review';
import { ReadinessFreshness } from './readiness-freshness';

const STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'open',
  temporarily_closed: 'temporarily closed',
  permanently_closed: 'permanently closed',
};

function StatusCounts({ title, counts }: { title: string; counts: Record<ListingStatus, number> }) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <div>
      <dt className="font-semibold text-gray-900">
        {title}: {total.toLocaleString('en-NG')}
      </dt>
      <dd className="text-gray-800">
        {(Object.keys(STATUS_LABELS) as ListingStatus[])
          .map((status) => `${counts[status].toLocaleString('en-NG')} ${STATUS_LABELS[status]}`)
          .join(' · ')}
      </dd>
    </div>
  );
}

export default function AdminDashboardPage({ loaderData }: { loaderData: AdminDashboardData }) {
  const { me, counts, recent, duplicates, openMessages, pendingClaims, pendingMoves } = loaderData;
  return (
    <DashboardPage me={me}>
      <DashboardSection id="directory-heading" title="Directory">
        <dl className="flex flex-col gap-2">
          <StatusCounts title="Facilities" counts={counts.facilities} />
          <StatusCounts title="Doctors" counts={counts.providers} />
          <div>
            <dt className="font-semibold text-gray-900">
              <TextLink to="/admin/reviews">Reviews to moderate: {counts.reviewsToModerate}</TextLink>
            </dt>
            <dd className="text-gray-800">
              Published reviews someone reported since the last decision; hidden ones can be restored there.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-gray-900">Possible duplicates: {counts.duplicatesToReview}</dt>
            <dd className="text-gray-800">
              Facilities the registry import found very close to one of the same name.
            </dd>
          </div>
        </dl>
      </DashboardSection>
      <DuplicateReview duplicates={duplicates} />
      <ReadinessFreshness readiness={counts.readiness} />
      <DashboardSection id="admin-heading" title="Administration">
        <ul className="flex flex-col gap-2">
          <li className="flex flex-col">
            <TextLink to="/admin/facilities">Facilities</TextLink>
            <span className="text-sm text-gray-700">
              Find, add and change facilities: place, contacts, opening hours, services. Close or reopen them.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/providers">Doctors</TextLink>
            <span className="text-sm text-gray-700">
              Find, add and change doctors, and the facilities where they work.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/emergency">Emergency numbers</TextLink>
            <span className="text-sm text-gray-700">
              The numbers on the emergency page, each with its source and the day it was last checked.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/claims">Requests to manage a listing ({pendingClaims} waiting)</TextLink>
            <span className="text-sm text-gray-700">
              People who asked to manage a facility or their doctor's profile: approve or reject them.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/moves">Facility moves ({pendingMoves} waiting)</TextLink>
            <span className="text-sm text-gray-700">
              Facilities whose team moved them more than {MOVE_REVIEW_DISTANCE_KM} km or into another state:
              check and approve.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/corrections">Corrections from visitors</TextLink>
            <span className="text-sm text-gray-700">
              Corrections of listings no team answers, or left for {CORRECTION_ESCALATION_DAYS} days: check,
              then accept or reject.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/messages">Messages ({openMessages} open)</TextLink>
            <span className="text-sm text-gray-700">
              Read what visitors sent with the contact form, answer them by e-mail and close the messages.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/blogs">Blog posts</TextLink>
            <span className="text-sm text-gray-700">
              Write, schedule and publish posts; find drafts, scheduled and published posts.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/covid-19">COVID-19 page</TextLink>
            <span className="text-sm text-gray-700">
              Keep the COVID-19 guidance true and its sources cited, and say when it was last reviewed.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/outbox">Outbox</TextLink>
            <span className="text-sm text-gray-700">
              The e-mail CareFinder sent. Without a mail server, each is kept here with its link to follow.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/ussd">USSD and SMS</TextLink>
            <span className="text-sm text-gray-700">
              Try the USSD menu as a phone shows it, and read the SMS CareFinder sent this week.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/readiness-import">Readiness from a list</TextLink>
            <span className="text-sm text-gray-700">
              A ministry’s CSV of what facilities can do in an emergency, checked row by row, then applied.
            </span>
          </li>
          <li className="flex flex-col">
            <TextLink to="/admin/closures">Closures</TextLink>
            <span className="text-sm text-gray-700">
              Close many facilities for some days at once, such as during a strike, and reopen them.
            </span>
          </li>
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
          {TAXONOMY_PAGES.map((list) => (
            <li key={list.kind} className="flex flex-col">
              <TextLink to={list.path}>{list.title}</TextLink>
              <span className="text-sm text-gray-700">{list.description}</span>
            </li>
          ))}
          <li className="flex flex-col">
            <TextLink to="/admin/search-lexicon">Search lexicon</TextLink>
            <span className="text-sm text-gray-700">
              How people ask for a need in Hausa, Yoruba, Igbo, Pidgin and English, and what search reads it
              as.
            </span>
          </li>
        </ul>
      </DashboardSection>
      <DashboardSection id="recent-heading" title="Recent changes">
        {recent.items.length ? (
          <ol className="flex flex-col gap-2">
            {recent.items.map((entry) => (
              <li key={entry.id} className="flex flex-col">
                <span className="text-gray-900">{entryWords(entry)}</span>
                <span className="text-sm text-gray-700">{formatDateInNigeria(entry.at)}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-gray-800">Nothing has been changed yet.</p>
        )}
        <p>
          <TextLink to="/admin/audit">The whole audit log</TextLink>
        </p>
      </DashboardSection>
      <AccountSection />
    </DashboardPage>
  );
}
