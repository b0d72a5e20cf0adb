import { Trans } from '@lingui/react/macro';

/** "Demo listing": the demo dataset is fictitious (DESIGN §3), and every page of it says so plainly. */
export function DemoNotice({ what }: { what: 'facility' | 'doctor' }) {
  return (
    <p role="note" className="rounded-md border-2 border-amber-600 bg-amber-50 p-3 text-amber-950">
      {what === 'facility' ? (
        <Trans>
          <strong className="font-semibold">Demo listing.</strong> This facility is made-up sample data that
          shows how CareFinder works. Everything on this page, the reviews included, is fictitious: do not go
          or call.
        </Trans>
      ) : (
        <Trans>
          <strong className="font-semibold">Demo listing.</strong> This doctor is made-up sample data that
          shows how CareFinder works. Everything on this page, the reviews included, is fictitious: do not go
          or call.
        </Trans>
      )}
    </p>
  );
}
