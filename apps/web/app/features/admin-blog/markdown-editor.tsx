import { useEffect, useState } from 'react';
import { TextAreaField } from '~/components/forms/text-field';
import { PROSE_CLASS } from '~/components/content/prose';
import { previewMarkdown } from './admin-blog-api';

const PREVIEW_DELAY_MS = 400;

/**
 * The Markdown body with its live preview beside it (below it on a phone). The preview is rendered by the
 * API, by the same code and sanitiser as the public pages, so what the admin sees is what readers get.
 */
export function MarkdownEditor({
  value,
  onChange,
  error,
  label = 'Text',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewMarkdown(value, controller.signal)
        .then((rendered) => {
          setHtml(rendered);
          setPreviewFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setPreviewFailed(true);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextAreaField
        name="body"
        label={label}
        hint="Markdown: ## for a heading, **bold**, _italic_, - for a list, [words](https://…) for a link."
        rows={18}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        className="font-mono text-sm"
      />
      <section aria-labelledby="preview-heading" className="flex flex-col gap-1">
        <h2 id="preview-heading" className="font-semibold text-gray-900">
          Preview
        </h2>
        <p className="text-sm text-gray-700" aria-live="polite">
          {previewFailed ? 'The preview could not be updated; your text is kept.' : 'Updates as you type.'}
        </p>
        <div
          data-testid="markdown-preview"
          className={`min-h-40 rounded-md border border-gray-300 bg-white p-3 ${PROSE_CLASS}`}
          // Sanitised by the API (the same allow-list as the public pages).
          dangerouslySetInnerHTML={{ __html: html ?? '' }}
        />
      </section>
    </div>
  );
}
