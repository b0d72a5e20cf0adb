import { MOVE_REVIEW_DISTANCE_KM, type FacilityMove } from '@carefinder/contracts';
import { decisionIntent } from '~/lib/admin-resource/decision-intent';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { formatDateInNigeria } from '~/lib/format/date';
import { MOVE_LIST_TITLES, moveDistance, OpenedMove } from './move-panel';

const moves = (total: number) => `${total} move${total === 1 ? '' : 's'}.`;

const decide = decisionIntent<FacilityMove>({
  api: '/admin/facility-moves',
  stale: 'Another administrator decided this move meanwhile. It now shows as they left it.',
  decided: (move) =>
    move.status === 'approved'
      ? `Approved: ${move.facility.name} is listed at its new place now.`
      : `Rejected: ${move.facility.name} stays where it is listed.`,
});

/** /admin/moves: facility teams' moves that wait for a check, by status; one opened with its decision form. */
const facilityMoves: ResourceDefinition<FacilityMove> = {
  path: '/admin/moves',
  api: '/admin/facility-moves',
  title: 'Facility moves',
  description:
    `A facility's team moves its own listing; a move of more than ${MOVE_REVIEW_DISTANCE_KM} km, or into ` +
    'another state, waits here. Check the new place (a call, the map, the registry) before approving.',
  links: [{ to: '/admin/facilities', label: 'Facilities' }],
  one: { noun: 'move', article: 'a' },
  many: 'moves',
  adds: false,
  idOf: (move) => move.id,
  nameOf: (move) => move.facility.name,
  opened: {
    param: 'move',
    Panel: OpenedMove,
    intents: { decide },
    notFound: 'That move could not be found.',
  },
  columns: ({ open }) => [
    {
      key: 'facility',
      header: 'Facility',
      cell: (move) =>
        open(
          move.id,
          <>
            {move.facility.name}
            <span className="sr-only">: check the move</span>
          </>,
        ),
    },
    { key: 'distance', header: 'Distance', cell: moveDistance },
    { key: 'by', header: 'Asked by', cell: (move) => move.requestedBy?.name ?? 'A former member' },
    { key: 'asked', header: 'Asked on', cell: (move) => formatDateInNigeria(move.requestedAt) },
  ],
  list: {
    pageSize: 20,
    tabs: {
      name: 'status',
      label: 'Moves by status',
      options: [
        {
          value: 'pending',
          label: MOVE_LIST_TITLES.pending,
          heading: MOVE_LIST_TITLES.pending,
          count: (total) => `${moves(total)} Oldest first.`,
        },
        ...(['approved', 'rejected'] as const).map((status) => ({
          value: status,
          label: MOVE_LIST_TITLES[status],
          heading: MOVE_LIST_TITLES[status],
          count: (total: number) => `${moves(total)} Latest decided first.`,
        })),
      ],
    },
    empty: 'None here.',
  },
};

export default facilityMoves;
