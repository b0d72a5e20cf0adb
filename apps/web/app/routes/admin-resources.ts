import { MOVE_REVIEW_DISTANCE_KM } from '@carefinder/contracts';
import { data } from 'react-router';
import { pageMeta } from '~/lib/seo';
import { TAXONOMY_PAGES } from '~/lib/taxonomy-pages';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';

/** A back-office page made from a resource definition; the definition loads with the page's code. */
export interface AdminResourceRoute {
  path: string;
  title: string;
  /** What the page is for, in the page's meta description. */
  description: string;
  definition: () => Promise<ResourceDefinition<never, never>>;
}

/** Every resource page of the admin area: adding one is a line here, its definition and its API rules. */
export const ADMIN_RESOURCE_ROUTES: readonly AdminResourceRoute[] = [
  ...TAXONOMY_PAGES.map((list) => ({
    path: list.path,
    title: list.title,
    description: list.description,
    definition: () =>
      import('~/features/admin-taxonomies/taxonomy-resource').then(({ taxonomyResource }) =>
        taxonomyResource(list),
      ),
  })),
  {
    path: '/admin/users',
    title: 'Users',
    description: 'Find CareFinder accounts, change their role, disable or enable them.',
    definition: () => import('~/features/admin-users/user-resource').then((module) => module.default),
  },
  {
    path: '/admin/facilities',
    title: 'Facilities',
    description: 'Find, add, change and close the facilities of the CareFinder directory.',
    definition: () =>
      import('~/features/admin-listings/listing-resources').then((module) => module.facilityResource),
  },
  {
    path: '/admin/providers',
    title: 'Doctors',
    description: 'Find, add, change and close the doctors of the CareFinder directory.',
    definition: () =>
      import('~/features/admin-listings/listing-resources').then((module) => module.providerResource),
  },
  {
    path: '/admin/claims',
    title: 'Requests to manage a listing',
    description: "Approve or reject the requests to manage a facility or a doctor's profile.",
    definition: () => import('~/features/admin-claims/claim-resource').then((module) => module.default),
  },
  {
    path: '/admin/moves',
    title: 'Facility moves',
    description: `Approve or reject facility teams' moves of their listing by more than ${MOVE_REVIEW_DISTANCE_KM} km.`,
    definition: () => import('~/features/admin-moves/move-resource').then((module) => module.default),
  },
  {
    path: '/admin/corrections',
    title: 'Corrections from visitors',
    description:
      'Accept or reject the corrections visitors suggest for listings that no team answers, or that waited too long.',
    definition: () =>
      import('~/features/admin-corrections/correction-resource').then((module) => module.default),
  },
  {
    path: '/admin/reviews',
    title: 'Reviews',
    description: 'Hide reported reviews with a reason, keep them, and restore hidden ones.',
    definition: () => import('~/features/admin-reviews/review-resource').then((module) => module.default),
  },
  {
    path: '/admin/closures',
    title: 'Closures',
    description: 'Close many facilities for some days at once, such as during a strike, and reopen them.',
    definition: () => import('~/features/admin-closures/closure-resource').then((module) => module.default),
  },
  {
    path: '/admin/audit',
    title: 'Audit log',
    description: 'Every change to CareFinder: who made it, when, and each field before and after.',
    definition: () => import('~/features/admin-audit/audit-resource').then((module) => module.default),
  },
  {
    path: '/admin/messages',
    title: 'Messages',
    description: 'Read, answer and close the messages sent with the contact form.',
    definition: () => import('~/features/admin-messages/message-resource').then((module) => module.default),
  },
  {
    path: '/admin/outbox',
    title: 'Outbox',
    description: 'The e-mail CareFinder sent; without a mail server, each kept whole with its link.',
    definition: () => import('~/features/admin-outbox/outbox-resource').then((module) => module.default),
  },
  {
    path: '/admin/sms-outbox',
    title: 'SMS outbox',
    description: 'The SMS CareFinder sent this week, numbers masked; without an SMS gateway, each kept here.',
    definition: () =>
      import('~/features/admin-channels/sms-outbox-resource').then((module) => module.default),
  },
  {
    path: '/admin/blogs',
    title: 'Blog posts',
    description: 'Drafts, scheduled and published blog posts.',
    definition: () => import('~/features/admin-blog/post-resource').then((module) => module.default),
  },
  {
    path: '/admin/emergency',
    title: 'Emergency numbers',
    description: 'Add, change and delete the emergency numbers CareFinder shows, each with its source.',
    definition: () =>
      import('~/features/admin-emergency/emergency-resource').then((module) => module.default),
  },
  {
    path: '/admin/search-lexicon',
    title: 'Search lexicon',
    description: 'How people ask for a need in each language, what it means to search, and who reviewed it.',
    definition: () => import('~/features/admin-lexicon/lexicon-resource').then((module) => module.default),
  },
];

/** The resource page a path names, e.g. /admin/services. */
export function adminResourceAt(pathname: string): AdminResourceRoute | undefined {
  return ADMIN_RESOURCE_ROUTES.find((route) => pathname.replace(/\/+$/, '') === route.path);
}

/** The definition of the resource page a request is for; another path is a 404. */
export async function definitionFor(request: Request) {
  const resource = adminResourceAt(new URL(request.url).pathname);
  if (!resource) throw data(null, { status: 404 });
  return resource.definition();
}

export function resourceMeta({
  matches,
  location,
}: {
  matches: Parameters<typeof pageMeta>[0]['matches'];
  location: { pathname: string };
}) {
  const resource = adminResourceAt(location.pathname);
  return pageMeta({
    title: resource?.title ?? 'Admin',
    description: resource?.description ?? 'CareFinder administration.',
    path: location.pathname,
    matches,
    noindex: true,
  });
}

/** Every resource page's action: the generic one, on the page's definition. */
export async function resourceClientAction({ request }: { request: Request }) {
  const [{ resourceAction }, definition] = await Promise.all([
    import('~/lib/admin-resource/resource-action'),
    definitionFor(request),
  ]);
  return resourceAction(definition, request);
}
