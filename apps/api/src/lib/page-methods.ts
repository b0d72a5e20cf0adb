import type { matchRoutes as MatchRoutes, RouteObject, ServerBuild } from 'react-router';

const READ_METHODS = ['GET', 'HEAD'] as const;
/** What React Router hands a route's server action: a form post, or a fetcher's other methods. */
const ACTION_METHODS = [...READ_METHODS, 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The web build's flat route list as the nested routes `matchRoutes` reads. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
    byParent.set(route.parentId, siblings);
  }
  const attach = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const children = attach(route.id);
      return (children.length ? { ...route, children } : route) as RouteObject;
    });
  return attach(undefined);
}

/** A single-fetch data URL's page (`/facilities/1.data`, `/_.data` for `/`), as React Router reads it. */
function pagePathname(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  if (pathname.endsWith('.data')) return pathname.slice(0, -'.data'.length);
  return pathname;
}

/**
 * The methods a page takes: GET and HEAD, and the methods of a form or fetcher where its route has a server
 * action. Any other method is a 405 naming these in `Allow`, answered before React Router sees it.
 */
export function createPageMethods(
  routes: ServerBuild['routes'],
  matchRoutes: typeof MatchRoutes,
): (pathname: string) => readonly string[] {
  const tree = routeTree(routes);
  return (pathname) => {
    const page = matchRoutes(tree, pagePathname(pathname))?.at(-1)?.route.id;
    return page && routes[page]?.module.action ? ACTION_METHODS : READ_METHODS;
  };
}
