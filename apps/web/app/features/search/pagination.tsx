import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SearchParams } from '~/lib/search-url';
import { paginationPages } from './pagination-pages';
import { useSearchHref } from './use-search-navigation';

const PAGE_LINK_CLASS =
  'inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-md border px-3 font-semibold';
const OTHER_PAGE_CLASS = `${PAGE_LINK_CLASS} border-gray-400 text-green-800 hover:bg-green-50`;
const CURRENT_PAGE_CLASS = `${PAGE_LINK_CLASS} border-green-800 bg-green-800 text-white`;

/** Previous, numbered and Next links to the other pages of the same search; plain links, so no JavaScript. */
export function Pagination({ params, page, last }: { params: SearchParams; page: number; last: number }) {
  const { t } = useLingui();
  const searchHref = useSearchHref();
  if (last <= 1) return null;
  const pageHref = (target: number) => searchHref({ ...params, page: String(target) });
  return (
    <nav aria-label={t`Result pages`}>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link to={pageHref(page - 1)} rel="prev" className={OTHER_PAGE_CLASS}>
              <Trans>
                Previous <span className="sr-only">page</span>
              </Trans>
            </Link>
          </li>
        )}
        {paginationPages(page, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-700">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={pageHref(item)}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? CURRENT_PAGE_CLASS : OTHER_PAGE_CLASS}
              >
                <span className="sr-only">
                  <Trans>Page</Trans>
                </span>{' '}
                {item}
              </Link>
            </li>
          ),
        )}
        {page < last && (
          <li>
            <Link to={pageHref(page + 1)} rel="next" className={OTHER_PAGE_CLASS}>
              <Trans>
                Next <span className="sr-only">page</span>
              </Trans>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
