import type { BlogPostSummary } from '@carefinder/contracts';
import { Link } from 'react-router';
import { formatDateInNigeria } from '~/lib/format/date';

/** Date, author and reading time of a post, on one line. */
export function PostByline({ post }: { post: BlogPostSummary }) {
  return (
    <p className="text-sm text-gray-700">
      {post.publishAt ? <time dateTime={post.publishAt}>{formatDateInNigeria(post.publishAt)}</time> : null}
      {post.author ? <> · {post.author.name}</> : null} · {post.readingMinutes} min read
    </p>
  );
}

/** A post in a list: cover (if any), title as the link, byline, excerpt. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col gap-2 border-b border-gray-300 pb-6 sm:flex-row sm:gap-4">
      {post.cover ? (
        <img
          src={post.cover.url}
          alt={post.cover.alt}
          width={post.cover.width}
          height={post.cover.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-md bg-gray-100 object-cover sm:w-48"
        />
      ) : null}
      <div className="flex flex-col gap-1">
        <Heading className="text-xl font-semibold text-gray-900">
          <Link to={post.path} className="text-green-800 underline underline-offset-2 hover:text-green-900">
            {post.title}
          </Link>
        </Heading>
        <PostByline post={post} />
        {post.excerpt ? <p className="text-gray-800">{post.excerpt}</p> : null}
      </div>
    </article>
  );
}
