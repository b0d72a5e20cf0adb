import type { AdminListingClaim, ListingClaimStatus } from '@carefinder/contracts';
import { Link } from 'react-router';
import { AdminPagination, AdminTable, type AdminColumn } from '~/components/admin/admin-table';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { TextAreaField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDateInNigeria } from '~/lib/format/date';
import { adminClaimsHref, type AdminClaimsData, type AdminClaimsView } from './admin-claims-api';
import { AdminPageHeader } from '~/components/admin/admin-page-header';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const LIST_TITLES: Record<ListingClaimStatus, string> = {
  pending: 'Waiting for a decision',
  approved: 'Approved',
  rejected: 'Rejected',
};

const ROLE_LABELS: Record<string, string> = {
  ADMIN: 'Admin',
  FACILITY_ADMIN: 'Facility admin',
  PROVIDER: 'Provider',
  USER: 'User',
};

const kindLabel = (claim: AdminListingClaim) => (claim.listing.kind === 'facility' ? 'Facility' : 'Provider');

function columns(view: AdminClaimsView): AdminColumn<AdminListingClaim>[] {
  return [
    {
      key: 'listing',
      header: 'Listing',
      cell: (claim) => (
        <Link
          to={adminClaimsHref({ ...view, claimId: claim.id })}
          className={TEXT_LINK_CLASS}
          aria-current={claim.id === view.claimId ? 'true' : undefined}
        >
          {claim.listing.name}
          <span className="sr-only">: review the request of {claim.claimant.name}</span>
        </Link>
      ),
    },
    { key: 'kind', header: 'Kind', cell: kindLabel },
    { key: 'claimant', header: 'Asked by', cell: (claim) => `${claim.claimant.name} (${claim.role})` },
    { key: 'asked', header: 'Asked on', cell: (claim) => formatDateInNigeria(claim.createdAt) },
  ];
}

/** What approving would do to the account, said before the ADMIN decides. */
function approvalEffect(claim: AdminListingClaim): string {
  const current = claim.claimant.role;
  if (claim.listing.kind === 'facility') {
    const members = claim.currentMembers
      ? ` The facility already has ${plural(claim.currentMembers, 'manager')}; this one is added.`
      : '';
    return current === 'ADMIN'
      ? `The admin account becomes a member of this facility.${members}`
      : `The account becomes a facility admin of this facility${current === 'FACILITY_ADMIN' ? ' too' : ` (it is now ${ROLE_LABELS[current] ?? current})`}.${members}`;
  }
  return current === 'ADMIN'
    ? 'The profile is linked to this admin account.'
    : `The profile is linked to this account, which becomes a provider (it is now ${ROLE_LABELS[current] ?? current}).`;
}

function DecisionForm({ claim, etag }: { claim: AdminListingClaim; etag: string }) {
  const form = useFormAction();
  return (
    <ActionForm form={form}>
      <input type="hidden" name="claimId" value={claim.id} />
      <input type="hidden" name="etag" value={etag} />
      {claim.linkedToAnotherAccount ? (
        <p className="rounded-md border-2 border-amber-700 bg-amber-50 p-3 text-gray-900">
          This profile is already linked to another account, so the request cannot be approved.
        </p>
      ) : (
        <p className="text-gray-800">Approving: {approvalEffect(claim)}</p>
      )}
      <TextAreaField
        name="reason"
        label="Reason"
        hint="Needed to reject; the claimant is e-mailed it. Optional when approving."
        rows={3}
        error={form.errors?.fieldErrors.reason}
      />
      <div className="flex flex-wrap gap-3">
        {!claim.linkedToAnotherAccount && (
          <SubmitButton name="status" value="approved" loading={form.submitting}>
            Approve
          </SubmitButton>
        )}
        <SubmitButton name="status" value="rejected" variant="secondary" loading={form.submitting}>
          Reject
        </SubmitButton>
      </div>
    </ActionForm>
  );
}

function OpenedClaim({ claim, etag }: { claim: AdminListingClaim; etag: string }) {
  return (
    <section
      aria-labelledby="claim-heading"
      className="flex flex-col gap-4 rounded-lg border border-gray-300 p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="claim-heading" className="text-xl font-semibold text-gray-900">
          {claim.claimant.name} asks to manage {claim.listing.name}
        </h2>
        <p className="text-sm text-gray-700">
          {kindLabel(claim)} · asked {formatDateInNigeria(claim.createdAt)} ·{' '}
          {LIST_TITLES[claim.status].toLowerCase()}
          {claim.reviewedAt
            ? ` ${formatDateInNigeria(claim.reviewedAt)}${claim.reviewerName ? ` by ${claim.reviewerName}` : ''}`
            : ''}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 md:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-gray-900">Listing</dt>
        <dd>
          <Link to={claim.listing.path} className={TEXT_LINK_CLASS}>
            {claim.listing.name}
          </Link>
        </dd>
        <dt className="font-semibold text-gray-900">E-mail</dt>
        <dd className="break-all text-gray-800">
          <a href={`mailto:${claim.claimant.email}`} className={TEXT_LINK_CLASS}>
            {claim.claimant.email}
          </a>
        </dd>
        <dt className="font-semibold text-gray-900">Account</dt>
        <dd className="text-gray-800">{ROLE_LABELS[claim.claimant.role] ?? claim.claimant.role}</dd>
        <dt className="font-semibold text-gray-900">Their role there</dt>
        <dd className="text-gray-800">{claim.role}</dd>
      </dl>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold text-gray-900">How to check it</h3>
        <p className="whitespace-pre-line rounded-md bg-gray-50 p-3 text-gray-900">{claim.message}</p>
      </div>
      {claim.status === 'pending' ? (
        <DecisionForm claim={claim} etag={etag} />
      ) : (
        claim.reason && (
          <p className="text-gray-800">
            <strong>Reason:</strong> {claim.reason}
          </p>
        )
      )}
    </section>
  );
}

/** /admin/claims: requests to manage a listing, by status; one opened with its decision form. */
export default function AdminClaimsPage({ loaderData }: { loaderData: AdminClaimsData }) {
  const { view, list, pendingCount, opened } = loaderData;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const statuses: ListingClaimStatus[] = ['pending', 'approved', 'rejected'];

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Requests to manage a listing"
        links={[
          { to: '/admin/facilities', label: 'Facilities' },
          { to: '/admin/providers', label: 'Providers' },
        ]}
      >
        <p className="text-gray-800">
          People who asked to manage a facility or their provider profile. Check what they give before
          approving; the claimant is e-mailed the decision.
        </p>
      </AdminPageHeader>

      <nav aria-label="Requests by status">
        <ul className="flex flex-wrap gap-4">
          {statuses.map((status) => (
            <li key={status}>
              <Link
                to={adminClaimsHref({ status, page: 1, claimId: null })}
                className={`${TEXT_LINK_CLASS} inline-flex min-h-[40px] items-center`}
                aria-current={view.status === status ? 'page' : undefined}
              >
                {LIST_TITLES[status]}
                {status === 'pending' ? ` (${pendingCount})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {view.claimId && !opened && (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-950">
          That request could not be found.
        </p>
      )}
      {opened && (
        <OpenedClaim key={`${opened.claim.id}-${opened.etag}`} claim={opened.claim} etag={opened.etag} />
      )}

      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-gray-900">{LIST_TITLES[view.status]}</h2>
        <p className="text-gray-800">
          {plural(list.total, 'request')}
          {pageCount > 1 ? `, page ${list.page} of ${pageCount}` : ''}.
          {view.status === 'pending' ? ' Oldest first.' : ' Latest decided first.'}
        </p>
        <AdminTable
          caption={`Requests: ${LIST_TITLES[view.status].toLowerCase()}`}
          columns={columns(view)}
          rows={list.items}
          rowKey={(claim) => claim.id}
          empty={view.status === 'pending' ? 'No request is waiting.' : 'None yet.'}
        />
      </div>
      <AdminPagination
        label="Pages of requests"
        page={list.page}
        pageCount={pageCount}
        hrefFor={(page) => adminClaimsHref({ ...view, page, claimId: null })}
      />
    </div>
  );
}
