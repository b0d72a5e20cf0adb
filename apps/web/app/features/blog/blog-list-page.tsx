import type { BlogPostList } from '@carefinder/contracts';
import { Link } from 'react-router';
import { PostCard } from './post-card';

const LINK = 'text-green-800 underline underline-offset-2 hover:text-green-900';

/** /blog: published posts, newest first, with links to older and newer pages. Works without JavaScript. */
export default function BlogListPage({ list }: { list: BlogPostList }) {
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">Blog</h1>
      <p className="mt-2 text-gray-800">
        Health news and guides for Nigeria from CareFinder.{' '}
        <a href="/blog/rss.xml" className={LINK}>
          Follow by RSS
        </a>
        .
      </p>
      {list.items.length === 0 ? (
        <p className="mt-8 text-gray-800">No posts yet. Please check back soon.</p>
      ) : (
        <div className="mt-8 flex flex-col gap-6">
          {list.items.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Blog pages" className="mt-8 flex items-center justify-between gap-3">
          {list.page > 1 ? (
            <Link to={list.page === 2 ? '/blog' : `/blog?page=${list.page - 1}`} className={LINK} rel="prev">
              Newer posts
            </Link>
          ) : (
            <span />
          )}
          <span className="text-gray-800">
            Page {list.page} of {pageCount}
          </span>
          {list.page < pageCount ? (
            <Link to={`/blog?page=${list.page + 1}`} className={LINK} rel="next">
              Older posts
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
