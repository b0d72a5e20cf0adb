import type { ContentPageKey } from '@carefinder/contracts';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import { ErrorSummary } from '~/components/forms/error-summary';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { announceToast } from '~/lib/announced-toasts';
import { formErrorsFromApiError, type FormErrors } from '~/lib/forms/form-errors';
import { changePage, type EditablePage } from './admin-blog-api';
import { MarkdownEditor } from './markdown-editor';
import { UnsavedChangesGuard } from '~/components/forms/unsaved-changes';

/** Where each managed page is read. */
const PUBLIC_PATH: Record<ContentPageKey, string> = { 'covid-19': '/covid-19' };

/**
 * A managed page (the covid-19 page) in the blog's editor: title, the Markdown text with its live preview,
 * and the day it was last reviewed against its sources.
 */
export default function PageEditorPage() {
  const { editing: initial } = useLoaderData() as { editing: EditablePage };
  const [editing, setEditing] = useState(initial);
  const fieldsOf = ({ page }: EditablePage) => ({
    title: page.title,
    body: page.body,
    reviewedOn: page.reviewedOn,
  });
  const [saved, setSaved] = useState(() => fieldsOf(initial));
  const [fields, setFields] = useState(saved);
  const [errors, setErrors] = useState<FormErrors | undefined>();
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const dirty = !busy && JSON.stringify(fields) !== JSON.stringify(saved);
  const key = editing.page.key;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await changePage(key, fields, editing.etag);
      setEditing(result);
      setSaved(fieldsOf(result));
      setFields(fieldsOf(result));
      setErrors(undefined);
      announceToast({ type: 'success', message: `The ${result.page.title} page is saved.` });
    } catch (error) {
      const problem = formErrorsFromApiError(error);
      setErrors(
        (error as { response?: { status?: number } }).response?.status === 412
          ? {
              ...problem,
              formError:
                'Someone changed this page since you opened it. Copy your changes, reload the page to see ' +
                'theirs, and apply yours again.',
            }
          : problem,
      );
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
        (first ?? summaryRef.current)?.focus();
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <UnsavedChangesGuard dirty={dirty} />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Edit the {editing.page.title} page</h1>
        <Link to={PUBLIC_PATH[key]} className={TEXT_LINK_CLASS}>
          View the page
        </Link>
      </div>
      <p className="text-gray-800">
        Keep every statement true and cite its source (NCDC, WHO) with a link. The links to testing and
        vaccination search are added below the text by the page itself.
      </p>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-5">
        <TextField
          name="title"
          label="Title"
          value={fields.title}
          onChange={(event) => setFields({ ...fields, title: event.target.value })}
          error={errors?.fieldErrors.title}
          maxLength={200}
          required
        />
        <TextField
          name="reviewedOn"
          type="date"
          label="Last reviewed"
          hint="The day you checked the text against its sources."
          value={fields.reviewedOn}
          onChange={(event) => setFields({ ...fields, reviewedOn: event.target.value })}
          error={errors?.fieldErrors.reviewedOn}
          required
        />
        <MarkdownEditor
          value={fields.body}
          onChange={(body) => setFields({ ...fields, body })}
          error={errors?.fieldErrors.body}
        />
        <div>
          <SubmitButton loading={busy}>Save the page</SubmitButton>
        </div>
      </form>
    </div>
  );
}
