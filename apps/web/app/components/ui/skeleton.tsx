export const SKELETON_LINES = 15;
export const SKELETON_LINE_HEIGHT_PX = 30;

export interface PageSkeletonProps {
  className?: string;
}

/** Placeholder shown while a page's data loads. */
export function PageSkeleton({ className }: PageSkeletonProps) {
  return (
    <div aria-busy="true" className={['flex flex-col gap-3', className].filter(Boolean).join(' ')}>
      <p role="status" className="sr-only">
        Loading…
      </p>
      <div aria-hidden="true" className="contents">
        {Array.from({ length: SKELETON_LINES }, (_, line) => (
          <div
            key={line}
            style={{ height: SKELETON_LINE_HEIGHT_PX }}
            className="animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  );
}
