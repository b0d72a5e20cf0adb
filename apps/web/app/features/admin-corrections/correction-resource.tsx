import {
  CORRECTION_ESCALATION_DAYS,
  type ListingClaimStatus,
  type ListingCorrection,
} from '@carefinder/contracts';
import { Link } from 'react-router';
import { DecisionForm } from '~/components/admin/resource/decision-form';
import { OpenedPanel } from '~/components/admin/resource/opened-panel';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { decisionIntent } from '~/lib/admin-resource/decision-intent';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { correctionLines } from '~/lib/correction-words';
import { formatDateInNigeria } from '~/lib/format/date';

const TITLES: Record<ListingClaimStatus, string> = {
  pending: 'Waiting for CareFinder',
  approved: 'Accepted',
  rejected: 'Rejected',
};

const corrections = (total: number) => `${total} correction${total === 1 ? '' : 's'}.`;
const listingPath = (correction: ListingCorrection) =>
  `/${correction.listing.kind === 'facility' ? 'facilities' : 'providers'}/${correction.listing.id}`;

const decide = decisionIntent<ListingCorrection>({
  api: '/admin/corrections',
  stale:
    'The listing’s team or another administrator decided this correction meanwhile. It now shows as they left it.',
  decided: (correction) =>
    correction.status === 'approved'
      ? `Accepted: ${correction.listing.name} says so now.`
      : `Rejected: ${correction.listing.name} stays as it is.`,
});

/** A correction opened: the listing, what the visitor proposes and why, and the decision. */
function OpenedCorrection({ item: correction, etag }: { item: ListingCorrection; etag: string }) {
  return (
    <OpenedPanel
      title={<>Correct {correction.listing.name}</>}
      meta={
        <>
          suggested {formatDateInNigeria(correction.suggestedAt)} ·{' '}
          {correction.listing.hasTeam ? 'its team has not answered' : 'no team answers for it'} ·{' '}
          {TITLES[correction.status].toLowerCase()}
          {correction.decidedAt
            ? ` ${formatDateInNigeria(correction.decidedAt)}${correction.deciderName ? ` by ${correction.deciderName}` : ''}`
            : ''}
        </>
      }
    >
      <dl className="grid gap-x-4 gap-y-1 md:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-gray-900">Listing</dt>
        <dd>
          <Link to={listingPath(correction)} className={TEXT_LINK_CLASS}>
            {correction.listing.name}
          </Link>
        </dd>
        <dt className="font-semibold text-gray-900">The visitor says</dt>
        <dd className="text-gray-800">{correctionLines(correction).join(' · ')}</dd>
        <dt className="font-semibold text-gray-900">How they know</dt>
        <dd className="text-gray-800">“{correction.reason}”</dd>
      </dl>
      {correction.status === 'pending' ? (
        <DecisionForm
          id={correction.id}
          etag={etag}
          reasonHint="Needed to reject. Optional when accepting."
          effect={
            <p className="text-gray-800">
              Accepting: the listing changes at once, as your change in the audit log. Check first (a call,
              the map, the registry).
            </p>
          }
        />
      ) : (
        correction.decisionReason && (
          <p className="text-gray-800">
            <strong>Reason:</strong> {correction.decisionReason}
          </p>
        )
      )}
    </OpenedPanel>
  );
}

/**
 * /admin/corrections: visitors' corrections of listings that wait for CareFinder (the listing has no team,
 * or its team has not answered in time), and those decided; one opened with its decision form.
 */
const listingCorrections: ResourceDefinition<ListingCorrection> = {
  path: '/admin/corrections',
  api: '/admin/corrections',
  title: 'Corrections from visitors',
  description:
    'Visitors suggest corrections on a listing’s page, without an account. Its team answers them; those of a ' +
    `listing without a team, or left for ${CORRECTION_ESCALATION_DAYS} days, wait here.`,
  links: [{ to: '/admin/facilities', label: 'Facilities' }],
  one: { noun: 'correction', article: 'a' },
  many: 'corrections',
  adds: false,
  idOf: (correction) => correction.id,
  nameOf: (correction) => correction.listing.name,
  opened: {
    param: 'correction',
    Panel: OpenedCorrection,
    intents: { decide },
    notFound: 'That correction could not be found.',
  },
  columns: ({ open }) => [
    {
      key: 'listing',
      header: 'Listing',
      cell: (correction) =>
        open(
          correction.id,
          <>
            {correction.listing.name}
            <span className="sr-only">: check the correction</span>
          </>,
        ),
    },
    {
      key: 'what',
      header: 'The visitor says',
      cell: (correction) => correctionLines(correction).join(' · '),
    },
    {
      key: 'suggested',
      header: 'Suggested on',
      cell: (correction) => formatDateInNigeria(correction.suggestedAt),
    },
  ],
  list: {
    pageSize: 20,
    tabs: {
      name: 'status',
      label: 'Corrections by status',
      options: [
        {
          value: 'pending',
          label: TITLES.pending,
          heading: TITLES.pending,
          count: (total) => `${corrections(total)} Oldest first.`,
        },
        ...(['approved', 'rejected'] as const).map((status) => ({
          value: status,
          label: TITLES[status],
          heading: TITLES[status],
          count: (total: number) => `${corrections(total)} Latest decided first.`,
        })),
      ],
    },
    empty: 'None here.',
  },
};

export default listingCorrections;
