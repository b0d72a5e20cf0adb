import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';

/** A quiet button: grey outline, for what is not the page's main action. */
export const QUIET_BUTTON_CLASS =
  'min-h-[40px] rounded-md border border-gray-500 px-3 font-semibold text-gray-900 hover:bg-gray-50';

/**
 * A form of one quiet button that takes something away (a photo, a team member, a saved listing) without
 * leaving the page: its hidden fields say what; the route's action does it and says how it went.
 */
export function RemoveForm({
  fields,
  children,
}: {
  fields: Readonly<Record<string, string | number>>;
  children: ReactNode;
}) {
  const remover = useFetcher();
  return (
    <remover.Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={remover.state !== 'idle'} className={QUIET_BUTTON_CLASS}>
        {children}
      </button>
    </remover.Form>
  );
}
