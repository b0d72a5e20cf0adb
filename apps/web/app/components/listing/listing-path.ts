/** A listing's path, the same on the site and under /api: /facilities/{id} or /providers/{id}. */
export const listingPath = (kind: 'facility' | 'provider', id: string) =>
  `/${kind === 'facility' ? 'facilities' : 'providers'}/${encodeURIComponent(id)}`;
