import { Trans } from '@lingui/react/macro';
import type { BlogPost } from '@carefinder/contracts';
import { Link } from 'react-router';
import { useLocale } from '~/lib/i18n/use-locale';
import { JsonLd } from '~/components/listing/json-ld';
import { serializeJsonLd } from '~/lib/structured-data';
import { blogPostingJsonLd } from './blog-meta';
import { PostByline, PostCard, usePostLang } from './post-card';
import { PROSE_CLASS } from '~/components/content/prose';

/** /blog/{slug}-{id}: the post (its HTML sanitised by the API), its JSON-LD, and related posts. */
export default function BlogPostPage({ post, siteUrl }: { post: BlogPost; siteUrl: string }) {
  const { pathIn } = useLocale();
  const lang = usePostLang();
  return (
    <div className="mx-auto max-w-prose px-4 py-6 md:py-10">
      <JsonLd json={serializeJsonLd(blogPostingJsonLd(post, siteUrl))} />
      <p className="mb-4 text-sm">
        <Link
          to={pathIn('/blog')}
          className="text-green-800 underline underline-offset-2 hover:text-green-900"
        >
          <Trans>Blog</Trans>
        </Link>
      </p>
      <article>
        <h1 lang={lang} className="text-2xl font-bold text-gray-900 md:text-3xl">
          {post.title}
        </h1>
        <div className="mt-2">
          <PostByline post={post} />
        </div>
        {post.cover ? (
          <img
            src={post.cover.url}
            alt={post.cover.alt}
            lang={lang}
            width={post.cover.width}
            height={post.cover.height}
            decoding="async"
            className="mt-6 h-auto w-full rounded-md bg-gray-100"
          />
        ) : null}
        <div
          lang={lang}
          className={`mt-6 ${PROSE_CLASS}`}
          // Rendered from Markdown and sanitised by the API (allow-list; no script, handler or style).
          dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
        />
      </article>
      {post.related.length > 0 ? (
        <section aria-labelledby="related-posts" className="mt-12">
          <h2 id="related-posts" className="mb-4 text-xl font-semibold text-gray-900">
            <Trans>Related posts</Trans>
          </h2>
          <div className="flex flex-col gap-6">
            {post.related.map((related) => (
              <PostCard key={related.id} post={related} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
