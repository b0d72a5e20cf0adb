import { describe, expect, it } from 'vitest';
import { matchRoutes, type ServerBuild } from 'react-router';
import { createPageMethods } from './page-methods.ts';

const route = (id: string, parentId: string | undefined, path: string | undefined, action = false) => ({
  id,
  parentId,
  path,
  index: path === undefined && id !== 'root',
  module: action ? { action: () => null, default: () => null } : { default: () => null },
});

/** A route table of the web build's shape: the root, a home page, a page with an action, one without. */
const routes = Object.fromEntries(
  [
    route('root', undefined, ''),
    route('routes/home', 'root', undefined),
    route('routes/contact-us', 'root', 'contact-us', true),
    route('routes/facility-detail', 'root', 'facilities/:id'),
  ].map((entry) => [entry.id, entry]),
) as unknown as ServerBuild['routes'];

const pageMethods = createPageMethods(routes, matchRoutes);

describe('createPageMethods', () => {
  it.each([
    ['/', ['GET', 'HEAD']],
    ['/facilities/5b0c7f0e', ['GET', 'HEAD']],
    ['/contact-us', ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']],
    ['/contact-us.data', ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']],
    ['/facilities/5b0c7f0e.data', ['GET', 'HEAD']],
    ['/_.data', ['GET', 'HEAD']],
    ['/no/such/page', ['GET', 'HEAD']],
  ])('lets %s take %j', (pathname, methods) => {
    expect(pageMethods(pathname)).toEqual(methods);
  });
});
