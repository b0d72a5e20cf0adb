import { useLingui } from '@lingui/react';
import type { PublicUser } from '@carefinder/contracts';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { CLAIM_LINK_LABELS } from '~/components/listing/manage-listing-link';
import { TextLink } from '~/components/forms/form-page';
import { SubmitButton } from '~/components/ui/submit-button';
import { useToast } from '~/components/ui/toast';
import { decodeAccessToken } from '~/lib/auth/access-token';
import { USER_TYPE_LABELS } from '~/lib/auth/roles';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { firstErrorMessage, formErrorsFromApiError } from '~/lib/forms/form-errors';
import { resendVerificationEmail } from './account-api';

/** A dashboard: the greeting as its heading, then titled sections. */
export function DashboardPage({ me, children }: { me: PublicUser; children: ReactNode }) {
  const role = decodeAccessToken(useStoredAccessToken())?.role;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">Welcome, {me.firstName}</h1>
        {role && (
          <p className="text-gray-800">
            {USER_TYPE_LABELS[role]} account · {me.email}
          </p>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </div>
  );
}

export function DashboardSection({
  id,
  title,
  children,
  wide = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** Across both columns on a wide screen (an editor). */
  wide?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border border-gray-300 p-4 ${wide ? 'md:col-span-2' : ''}`}
    >
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Links every signed-in user has: their profile and their password. */
export function AccountSection() {
  return (
    <DashboardSection id="account-heading" title="Your account">
      <ul className="flex flex-col gap-2">
        <li>
          <TextLink to="/user/profile">Edit your name and phone number</TextLink>
        </li>
        <li>
          <TextLink to="/change-password">Change your password</TextLink>
        </li>
      </ul>
    </DashboardSection>
  );
}

/** Whether the e-mail address is confirmed; if not, a button sends a new link (once a minute at most). */
export function EmailVerificationSection({ me }: { me: PublicUser }) {
  const toast = useToast();
  const [sending, setSending] = useState(false);

  async function resend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const message = await resendVerificationEmail();
      toast.show({ type: 'success', message: message ?? `We have sent a new link to ${me.email}.` });
    } catch (error) {
      toast.show({ type: 'error', message: firstErrorMessage(formErrorsFromApiError(error)) });
    } finally {
      setSending(false);
    }
  }

  return (
    <DashboardSection id="email-heading" title="Your e-mail address">
      {me.emailVerified ? (
        <p className="text-gray-800">
          <strong className="font-semibold text-green-800">Verified.</strong> {me.email} is confirmed.
        </p>
      ) : (
        <>
          <p className="text-gray-800">
            <strong className="font-semibold text-red-800">Not verified yet.</strong> Open the link we sent to{' '}
            {me.email} to confirm it. Reviews need a confirmed address.
          </p>
          <form onSubmit={resend}>
            <SubmitButton variant="secondary" loading={sending}>
              Resend verification e-mail
            </SubmitButton>
          </form>
        </>
      )}
    </DashboardSection>
  );
}

/** How to ask for a listing: the claim link on its page, which an administrator checks. */
const ASK_FOR_A_LISTING = {
  facility: {
    find: 'Find your facility',
    team: ' If it already has its team on CareFinder, ask them to invite you instead.',
  },
  provider: { find: 'Find your profile', team: '' },
} as const;

export function AskForYourListing({ kind }: { kind: keyof typeof ASK_FOR_A_LISTING }) {
  const { i18n } = useLingui();
  const { find, team } = ASK_FOR_A_LISTING[kind];
  return (
    <p className="text-gray-800">
      <TextLink to="/">{find}</TextLink>, open its page and choose “{i18n._(CLAIM_LINK_LABELS[kind].action)}”,
      saying your role and how we can check it. An administrator checks the request and links the listing to
      your account.{team}
      {kind === 'provider' && (
        <>
          {' '}
          Not listed yet? <TextLink to="/providers/new">List yourself as a doctor</TextLink>.
        </>
      )}
    </p>
  );
}
