import { Trans } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MouseEvent, RefObject } from 'react';
import { hasFormErrors } from '~/lib/forms/form-errors';
import type { FormErrors } from '~/lib/forms/form-errors';
import { useWordedMessage } from './worded-messages';

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * The fields, by id, in the order they come on the page; a field that is not on the page comes last, in the
 * order given.
 */
function inPageOrder(page: Document, fields: readonly string[]): string[] {
  const placed = fields.map((field) => ({ field, element: page.getElementById(field) }));
  placed.sort((a, b) => {
    if (!a.element || !b.element) return Number(!a.element) - Number(!b.element);
    return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return placed.map(({ field }) => field);
}

/**
 * The field errors in the order of their fields on the page, which is neither the schema's order nor the
 * API's. The page is read once the summary is in the document (the fields may be rendered after it, as they
 * are below it), before the browser paints, so the summary is never seen in another order.
 */
function useInFieldOrder(fieldErrors: Record<string, string> | undefined) {
  const listRef = useRef<HTMLUListElement>(null);
  const [order, setOrder] = useState<readonly string[]>([]);
  useLayoutEffect(() => {
    const page = listRef.current?.ownerDocument;
    if (!page) return;
    const next = inPageOrder(page, Object.keys(fieldErrors ?? {}));
    setOrder((current) => (next.join('\n') === current.join('\n') ? current : next));
  }, [fieldErrors]);
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return { listRef, fieldErrors: Object.entries(fieldErrors ?? {}).sort(([a], [b]) => rank(a) - rank(b)) };
}

/**
 * The form's errors at its top (GOV.UK pattern): announced as an alert, each field error a link that
 * moves focus to the field, in the order of the fields. A message without a field is shown here only.
 */
export function ErrorSummary({
  errors,
  ref,
}: {
  errors?: FormErrors;
  ref?: RefObject<HTMLDivElement | null>;
}) {
  const { listRef, fieldErrors } = useInFieldOrder(errors?.fieldErrors);
  const worded = useWordedMessage();
  if (!errors || !hasFormErrors(errors)) return null;
  return (
    <div ref={ref} tabIndex={-1} className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-950">
      <div role="alert">
        <h2 className="text-lg font-semibold">
          <Trans>There is a problem</Trans>
        </h2>
        {errors.formError && <p className="mt-1">{worded(errors.formError)}</p>}
        {fieldErrors.length > 0 && (
          <ul ref={listRef} className="mt-2 list-disc space-y-1 pl-5">
            {fieldErrors.map(([field, message]) => (
              <li key={field}>
                <a href={`#${field}`} onClick={(event) => focusField(event, field)} className="underline">
                  {worded(message)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * After a submission that failed: focus moves to the first invalid field, or to the error summary when
 * the problem is not about one field, so keyboard and screen-reader users land on what to fix.
 */
export function useFocusOnErrors(errors: FormErrors | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!errors || !hasFormErrors(errors)) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? summaryRef.current)?.focus();
  }, [errors]);
  return { formRef, summaryRef };
}
