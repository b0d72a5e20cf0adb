import type { BlogPostList, BlogPostSummary } from '@carefinder/contracts';
import { Form, Link, useLoaderData } from 'react-router';
import { AdminPagination, AdminTable, type AdminColumn } from '~/components/admin/admin-table';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { INPUT_CLASS } from '~/components/forms/text-field';
import { formatDateInNigeria } from '~/lib/format/date';
import { adminBlogHref, type AdminBlogSearch } from './admin-blog-api';

const STATUS_NAMES = { all: 'All posts', draft: 'Drafts', scheduled: 'Scheduled', published: 'Published' };

const columns: ReadonlyArray<AdminColumn<BlogPostSummary>> = [
  {
    key: 'title',
    header: 'Title',
    cell: (post) => (
      <Link to={`/admin/edit-blog/${post.id}`} className={TEXT_LINK_CLASS}>
        {post.title}
      </Link>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (post) =>
      post.status === 'scheduled' && post.publishAt
        ? `Scheduled for ${formatDateInNigeria(post.publishAt)}`
        : post.status === 'published'
          ? 'Published'
          : 'Draft',
  },
  {
    key: 'published',
    header: 'Published',
    cell: (post) =>
      post.status === 'published' && post.publishAt ? formatDateInNigeria(post.publishAt) : '—',
  },
  { key: 'updated', header: 'Last changed', cell: (post) => formatDateInNigeria(post.updatedAt) },
];

/** /admin/blogs: every post (drafts, scheduled, published), searched by title or slug, last changed first. */
export default function AdminBlogsPage() {
  const { search, list } = useLoaderData() as { search: AdminBlogSearch; list: BlogPostList };
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Blog posts</h1>
        <Link
          to="/admin/add-blog"
          className="inline-flex min-h-[40px] items-center rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
        >
          Write a post
        </Link>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <div className="flex flex-col gap-1">
          <label htmlFor="blog-q" className="font-semibold text-gray-900">
            Title or slug
          </label>
          <input id="blog-q" name="q" type="search" defaultValue={search.q} className={INPUT_CLASS} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="blog-status" className="font-semibold text-gray-900">
            Status
          </label>
          <select id="blog-status" name="status" defaultValue={search.status} className={INPUT_CLASS}>
            {Object.entries(STATUS_NAMES).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="min-h-[44px] rounded-md border border-green-700 px-4 font-semibold text-green-800 hover:bg-green-50"
        >
          Search
        </button>
      </Form>
      <p className="text-gray-800" aria-live="polite">
        {list.total === 1 ? '1 post' : `${list.total} posts`}
      </p>
      <AdminTable
        caption={`${STATUS_NAMES[search.status]}${search.q ? ` matching “${search.q}”` : ''}`}
        columns={columns}
        rows={list.items}
        rowKey={(post) => post.id}
        empty={
          search.q || search.status !== 'all' ? 'No post matches.' : 'No posts yet: write the first one.'
        }
      />
      <AdminPagination
        label="Pages of posts"
        page={list.page}
        pageCount={pageCount}
        hrefFor={(page) => adminBlogHref({ ...search, page })}
      />
    </div>
  );
}
