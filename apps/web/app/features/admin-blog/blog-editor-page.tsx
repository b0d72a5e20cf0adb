import type { BlogPostInput, BlogPostStatus } from '@carefinder/contracts';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { ErrorSummary } from '~/components/forms/error-summary';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { announceToast } from '~/lib/announced-toasts';
import { formErrorsFromApiError, type FormErrors } from '~/lib/forms/form-errors';
import { changePost, createPost, deletePost, type EditablePost } from './admin-blog-api';
import { CoverField, type CoverValue } from './cover-field';
import { MarkdownEditor } from './markdown-editor';
import { fromLocalInput, toLocalInput } from './local-time';
import { UnsavedChangesGuard } from '~/components/forms/unsaved-changes';

interface Fields {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  publishAt: string;
  cover: CoverValue | null;
}

type Intent = 'draft' | 'publish' | 'schedule';

const STATUS_OF: Record<Intent, BlogPostStatus> = {
  draft: 'draft',
  publish: 'published',
  schedule: 'scheduled',
};

const STATUS_LABEL: Record<BlogPostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

function fieldsOf(editing: EditablePost | null): Fields {
  const post = editing?.post;
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    body: post?.body ?? '',
    publishAt: post?.status === 'scheduled' && post.publishAt ? toLocalInput(post.publishAt) : '',
    cover: post?.cover ?? null,
  };
}

const same = (a: Fields, b: Fields) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /admin/add-blog and /admin/edit-blog/{id}: title, slug, excerpt, cover, the Markdown body with its live
 * preview; save as a draft, publish now, or schedule. Leaving with unsaved changes asks first.
 */
export default function BlogEditorPage({ editing }: { editing: EditablePost | null }) {
  const navigate = useNavigate();
  const [current, setCurrent] = useState(editing);
  const [saved, setSaved] = useState(() => fieldsOf(editing));
  const [fields, setFields] = useState(saved);
  const [errors, setErrors] = useState<FormErrors | undefined>();
  const [busy, setBusy] = useState<Intent | 'delete' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const intentRef = useRef<Intent>('draft');
  const summaryRef = useRef<HTMLDivElement>(null);
  const dirty = busy === null && !same(fields, saved);
  const post = current?.post;
  const set = (patch: Partial<Fields>) => setFields((previous) => ({ ...previous, ...patch }));

  function showErrors(next: FormErrors) {
    setErrors(next);
    // After the summary renders: focus the first field with an error, else the summary.
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
      (first ?? summaryRef.current)?.focus();
    });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = intentRef.current;
    if (intent === 'schedule' && !fields.publishAt) {
      showErrors({ fieldErrors: { publishAt: 'Choose when the post goes out.' } });
      return;
    }
    const input: BlogPostInput = {
      title: fields.title,
      excerpt: fields.excerpt,
      body: fields.body,
      status: STATUS_OF[intent],
      ...(fields.slug.trim() ? { slug: fields.slug.trim() } : {}),
      ...(intent === 'schedule' ? { publishAt: fromLocalInput(fields.publishAt) } : {}),
      cover: fields.cover ? { key: fields.cover.key, alt: fields.cover.alt } : null,
    };
    setBusy(intent);
    try {
      const result = current
        ? await changePost(current.post.id, input, current.etag)
        : await createPost(input);
      const next = fieldsOf(result);
      setCurrent(result);
      setSaved(next);
      setFields(next);
      setErrors(undefined);
      announceToast({
        type: 'success',
        message:
          result.post.status === 'published'
            ? `“${result.post.title}” is published.`
            : result.post.status === 'scheduled'
              ? `“${result.post.title}” is scheduled.`
              : `“${result.post.title}” is saved as a draft.`,
      });
      if (!current) void navigate(`/admin/edit-blog/${result.post.id}`, { replace: true });
    } catch (error) {
      const problem = formErrorsFromApiError(error);
      showErrors(
        (error as { response?: { status?: number } }).response?.status === 412
          ? {
              ...problem,
              formError:
                'Someone changed this post since you opened it. Copy your changes, reload the page to see ' +
                'theirs, and apply yours again.',
            }
          : problem,
      );
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!current) return;
    setConfirmDelete(false);
    setBusy('delete');
    try {
      await deletePost(current.post.id, current.etag);
      setSaved(fields);
      announceToast({ type: 'success', message: `“${current.post.title}” is deleted.` });
      void navigate('/admin/blogs', { replace: true });
    } catch (error) {
      showErrors(formErrorsFromApiError(error));
    } finally {
      setBusy(null);
    }
  }

  const published = post?.status === 'published';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <UnsavedChangesGuard dirty={dirty} />
      <p>
        <Link to="/admin/blogs" className={TEXT_LINK_CLASS}>
          All posts
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{post ? 'Edit post' : 'Write a post'}</h1>
        {post ? (
          <p className="text-gray-800">
            {STATUS_LABEL[post.status]}
            {published ? (
              <>
                {' · '}
                <Link to={post.path} className={TEXT_LINK_CLASS}>
                  View the post
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-5">
        <TextField
          name="title"
          label="Title"
          value={fields.title}
          onChange={(event) => set({ title: event.target.value })}
          error={errors?.fieldErrors.title}
          maxLength={200}
          required
        />
        <TextField
          name="slug"
          label="Slug"
          optional
          hint={
            post
              ? 'The words in the post’s address. Changing it keeps old links working.'
              : 'The words in the post’s address; left empty, it is made from the title.'
          }
          value={fields.slug}
          onChange={(event) => set({ slug: event.target.value })}
          error={errors?.fieldErrors.slug}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
        />
        <TextAreaField
          name="excerpt"
          label="Excerpt"
          optional
          hint="One or two sentences for the blog list, search engines and shared links."
          value={fields.excerpt}
          onChange={(event) => set({ excerpt: event.target.value })}
          error={errors?.fieldErrors.excerpt}
          maxLength={400}
        />
        <CoverField
          value={fields.cover}
          onChange={(cover) => set({ cover })}
          error={errors?.fieldErrors['cover.key'] ?? errors?.fieldErrors['cover.alt']}
        />
        <MarkdownEditor
          value={fields.body}
          onChange={(body) => set({ body })}
          error={errors?.fieldErrors.body}
        />
        {!published ? (
          <TextField
            name="publishAt"
            type="datetime-local"
            label="Publish at"
            optional
            hint="Only for Schedule: the date and time (on this device’s clock) the post goes out by itself."
            value={fields.publishAt}
            onChange={(event) => set({ publishAt: event.target.value })}
            error={errors?.fieldErrors.publishAt}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          {published ? (
            <>
              <SubmitButton loading={busy === 'publish'} onClick={() => (intentRef.current = 'publish')}>
                Save changes
              </SubmitButton>
              <SubmitButton
                variant="secondary"
                loading={busy === 'draft'}
                onClick={() => (intentRef.current = 'draft')}
              >
                Unpublish (back to drafts)
              </SubmitButton>
            </>
          ) : (
            <>
              <SubmitButton
                variant="secondary"
                loading={busy === 'draft'}
                onClick={() => (intentRef.current = 'draft')}
              >
                Save as draft
              </SubmitButton>
              <SubmitButton loading={busy === 'publish'} onClick={() => (intentRef.current = 'publish')}>
                Publish now
              </SubmitButton>
              <SubmitButton
                variant="secondary"
                loading={busy === 'schedule'}
                onClick={() => (intentRef.current = 'schedule')}
              >
                Schedule
              </SubmitButton>
            </>
          )}
          {current ? (
            <button
              type="button"
              onClick={() => setConfirmDelete(true)}
              className="min-h-[40px] rounded-md border border-red-700 px-4 font-semibold text-red-800 hover:bg-red-50"
            >
              Delete
            </button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this post?"
        confirmLabel="Delete the post"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>“{post?.title}” will be gone from the blog and from this list. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
