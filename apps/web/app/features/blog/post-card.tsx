import { Trans } from '@lingui/react/macro';
import type { BlogPostSummary } from '@carefinder/contracts';
import { Link } from 'react-router';
import { formatDateInNigeria } from '~/lib/format/date';
import { SOURCE_LOCALE } from '~/lib/i18n/locales';
import { useLocale } from '~/lib/i18n/use-locale';

/** `lang` for what posts say (they are written in English) on a page in another language. */
export function usePostLang(): 'en' | undefined {
  return useLocale().locale === SOURCE_LOCALE ? undefined : 'en';
}

/** Date, author and reading time of a post, on one line. */
export function PostByline({ post }: { post: BlogPostSummary }) {
  const { locale } = useLocale();
  const minutes = post.readingMinutes;
  return (
    <p className="text-sm text-gray-700">
      {post.publishAt ? (
        // Another language's dates are Intl's, which a browser may write otherwise: the server's text stays.
        <time dateTime={post.publishAt} suppressHydrationWarning>
          {formatDateInNigeria(post.publishAt, locale)}
        </time>
      ) : null}
      {post.author ? <> · {post.author.name}</> : null} · <Trans>{minutes} min read</Trans>
    </p>
  );
}

/** A post in a list: cover (if any), title as the link, byline, excerpt. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { pathIn } = useLocale();
  const lang = usePostLang();
  return (
    <article className="flex flex-col gap-2 border-b border-gray-300 pb-6 sm:flex-row sm:gap-4">
      {post.cover ? (
        <img
          src={post.cover.url}
          alt={post.cover.alt}
          lang={lang}
          width={post.cover.width}
          height={post.cover.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-md bg-gray-100 object-cover sm:w-48"
        />
      ) : null}
      <div className="flex flex-col gap-1">
        <Heading lang={lang} className="text-xl font-semibold text-gray-900">
          <Link
            to={pathIn(post.path)}
            className="text-green-800 underline underline-offset-2 hover:text-green-900"
          >
            {post.title}
          </Link>
        </Heading>
        <PostByline post={post} />
        {post.excerpt ? (
          <p lang={lang} className="text-gray-800">
            {post.excerpt}
          </p>
        ) : null}
      </div>
    </article>
  );
}
