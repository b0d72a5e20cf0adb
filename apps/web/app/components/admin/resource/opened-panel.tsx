import type { ReactNode } from 'react';

const HEADING_ID = 'opened-heading';

/**
 * The frame of an entry opened to be read and acted on (a request, a message, a review): its heading, a line
 * of what it is and where it stands, then what the resource shows of it.
 */
export function OpenedPanel({
  title,
  meta,
  children,
}: {
  title: ReactNode;
  meta: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="flex flex-col gap-4 rounded-lg border border-gray-300 p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id={HEADING_ID} className="text-xl font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-700">{meta}</p>
      </div>
      {children}
    </section>
  );
}
