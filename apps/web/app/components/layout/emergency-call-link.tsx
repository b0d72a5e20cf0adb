import { Trans } from '@lingui/react/macro';

/** Spec/DESIGN §1: 112 is one tap away on every page. */
export function EmergencyCallLink() {
  return (
    <a
      href="tel:112"
      className="inline-flex min-h-[40px] items-center gap-1 rounded-md bg-red-700 px-3 py-1 font-semibold text-white hover:bg-red-800"
    >
      <span aria-hidden="true">☎</span>{' '}
      <Trans>
        Call 112<span className="sr-only"> (emergency)</span>
      </Trans>
    </a>
  );
}
