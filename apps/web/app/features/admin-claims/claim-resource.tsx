import type { AdminListingClaim } from '@carefinder/contracts';
import { decisionIntent } from '~/lib/admin-resource/decision-intent';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { formatDateInNigeria } from '~/lib/format/date';
import { kindLabel, LIST_TITLES, OpenedClaim } from './claim-panel';

const requests = (total: number) => `${total} request${total === 1 ? '' : 's'}.`;

/** The decision; the claimant is e-mailed it (a rejection with its reason). */
const decide = decisionIntent<AdminListingClaim>({
  api: '/admin/claims',
  stale: 'Another administrator decided this request meanwhile. It now shows as they left it.',
  decided: (claim) =>
    claim.status === 'approved'
      ? `Approved: ${claim.claimant.name} can now manage ${claim.listing.name}. They were e-mailed.`
      : `Rejected: ${claim.claimant.name} was e-mailed the reason.`,
});

/** /admin/claims: requests to manage a listing, by status; one opened with its decision form. */
const claims: ResourceDefinition<AdminListingClaim> = {
  path: '/admin/claims',
  api: '/admin/claims',
  title: 'Requests to manage a listing',
  description:
    "People who asked to manage a facility or their doctor's profile. Check what they give before " +
    'approving; the claimant is e-mailed the decision.',
  links: [
    { to: '/admin/facilities', label: 'Facilities' },
    { to: '/admin/providers', label: 'Doctors' },
  ],
  one: { noun: 'request', article: 'a' },
  many: 'requests',
  adds: false,
  idOf: (claim) => claim.id,
  nameOf: (claim) => claim.listing.name,
  opened: {
    param: 'claim',
    Panel: OpenedClaim,
    intents: { decide },
    notFound: 'That request could not be found.',
  },
  columns: ({ open }) => [
    {
      key: 'listing',
      header: 'Listing',
      cell: (claim) =>
        open(
          claim.id,
          <>
            {claim.listing.name}
            <span className="sr-only">: review the request of {claim.claimant.name}</span>
          </>,
        ),
    },
    { key: 'kind', header: 'Kind', cell: kindLabel },
    { key: 'claimant', header: 'Asked by', cell: (claim) => `${claim.claimant.name} (${claim.role})` },
    { key: 'asked', header: 'Asked on', cell: (claim) => formatDateInNigeria(claim.createdAt) },
  ],
  list: {
    pageSize: 20,
    tabs: {
      name: 'status',
      label: 'Requests by status',
      options: [
        {
          value: 'pending',
          label: LIST_TITLES.pending,
          heading: LIST_TITLES.pending,
          count: (total) => `${requests(total)} Oldest first.`,
        },
        ...(['approved', 'rejected'] as const).map((status) => ({
          value: status,
          label: LIST_TITLES[status],
          heading: LIST_TITLES[status],
          count: (total: number) => `${requests(total)} Latest decided first.`,
        })),
      ],
    },
    empty: 'None here.',
  },
};

export default claims;
