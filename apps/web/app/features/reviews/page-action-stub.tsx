import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { renderInEnglish } from '~/lib/i18n/in-english';

/**
 * For tests: renders `page` as the facility page /facilities/f1, whose client action records each posted
 * form and answers `result`, as review-actions would.
 */
export function renderOnPageWithAction(page: () => ReactNode, result: unknown) {
  const posts: Record<string, FormDataEntryValue>[] = [];
  const action = async ({ request }: { request: Request }) => {
    posts.push(Object.fromEntries(await request.formData()));
    return result;
  };
  const Stub = createRoutesStub([{ path: '/facilities/:id', action, Component: page }]);
  renderInEnglish(<Stub initialEntries={['/facilities/f1']} />);
  return { posts };
}
