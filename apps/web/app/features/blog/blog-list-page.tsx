import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogPostList } from '@carefinder/contracts';
import { Link } from 'react-router';
import { useLocale } from '~/lib/i18n/use-locale';
import { PostCard, usePostLang } from './post-card';

const LINK = 'text-green-800 underline underline-offset-2 hover:text-green-900';

/** /blog: published posts, newest first, with links to older and newer pages. Works without JavaScript. */
export default function BlogListPage({ list }: { list: BlogPostList }) {
  const { t } = useLingui();
  const { pathIn } = useLocale();
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const currentPage = list.page;
  const postLang = usePostLang();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">
        <Trans>Blog</Trans>
      </h1>
      <p className="mt-2 text-gray-800">
        <Trans>
          Health news and guides for Nigeria from CareFinder.{' '}
          <a href="/blog/rss.xml" className={LINK}>
            Follow by RSS
          </a>
          .
        </Trans>
      </p>
      {postLang && (
        <p className="mt-2 text-gray-800">
          <Trans>The posts are written in English.</Trans>
        </p>
      )}
      {list.items.length === 0 ? (
        <p className="mt-8 text-gray-800">
          <Trans>No posts yet. Please check back soon.</Trans>
        </p>
      ) : (
        <div className="mt-8 flex flex-col gap-6">
          {list.items.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t`Blog pages`} className="mt-8 flex items-center justify-between gap-3">
          {list.page > 1 ? (
            <Link
              to={pathIn(list.page === 2 ? '/blog' : `/blog?page=${list.page - 1}`)}
              className={LINK}
              rel="prev"
            >
              <Trans>Newer posts</Trans>
            </Link>
          ) : (
            <span />
          )}
          <span className="text-gray-800">
            <Trans>
              Page {currentPage} of {pageCount}
            </Trans>
          </span>
          {list.page < pageCount ? (
            <Link to={pathIn(`/blog?page=${list.page + 1}`)} className={LINK} rel="next">
              <Trans>Older posts</Trans>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
