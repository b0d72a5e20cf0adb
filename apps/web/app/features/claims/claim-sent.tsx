import type { ReactNode } from 'react';
import { SuccessPanel, TextLink } from '~/components/forms/form-page';
import { formatDateInNigeria } from '~/lib/format/date';

/**
 * A request to manage a listing, or to be listed, sent: just now, or on an earlier visit (`earlier`, with
 * what was asked), and where to follow it.
 */
export function ClaimSent({
  earlier,
  children,
}: {
  /** The request made on an earlier visit, when the page shows that one. */
  earlier: { createdAt: string; what: string } | null;
  children?: ReactNode;
}) {
  return (
    <SuccessPanel title="Your request is sent">
      <p>
        {earlier
          ? `You asked on ${formatDateInNigeria(earlier.createdAt)}${earlier.what}; an administrator has not decided yet.`
          : 'An administrator will check it. We will e-mail you when it is decided.'}
      </p>
      <p>
        Follow it under &ldquo;Your requests to manage a listing&rdquo; on{' '}
        <TextLink to="/user/dashboard">your dashboard</TextLink>.
      </p>
      {children}
    </SuccessPanel>
  );
}
