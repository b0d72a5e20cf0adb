import type { BlogPostSummary } from '@carefinder/contracts';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { formatDateInNigeria } from '~/lib/format/date';

/** /admin/blogs: every post (drafts, scheduled, published), searched by title or slug, last changed first. */
const posts: ResourceDefinition<BlogPostSummary> = {
  path: '/admin/blogs',
  api: '/admin/blog-posts',
  title: 'Blog posts',
  description: 'Drafts, scheduled and published posts. A post is written and changed in its own editor.',
  one: { noun: 'post', article: 'a' },
  many: 'posts',
  idOf: (post) => String(post.id),
  nameOf: (post) => post.title,
  editor: {
    addHref: '/admin/add-blog',
    addLabel: 'Write a post',
    editHref: (post) => `/admin/edit-blog/${post.id}`,
  },
  columns: () => [
    { key: 'title', header: 'Title', cell: (post) => post.title },
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
  ],
  list: {
    pageSize: 20,
    searchLabel: 'Title or slug',
    filters: [
      {
        name: 'status',
        label: 'Status',
        options: [
          { value: 'draft', label: 'Drafts' },
          { value: 'scheduled', label: 'Scheduled' },
          { value: 'published', label: 'Published' },
        ],
      },
    ],
    count: (total) => (total === 1 ? '1 post.' : `${total} posts.`),
    empty: 'No posts yet: write the first one.',
  },
};

export default posts;
