import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicUser, UserRole } from '@carefinder/contracts';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { CLAIM_LINK_LABELS } from '~/components/listing/manage-listing-link';
import { TextLink } from '~/components/forms/form-page';
import { useWordedMessage } from '~/components/forms/worded-messages';
import { SubmitButton } from '~/components/ui/submit-button';
import { useToast } from '~/components/ui/toast';
import { decodeAccessToken } from '~/lib/auth/access-token';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { firstErrorMessage, formErrorsFromApiError } from '~/lib/forms/form-errors';
import { resendVerificationEmail } from './account-api';

/** Spec §6's user types (USER_TYPE_LABELS), as the kind of account a dashboard is for. */
const ACCOUNT_KINDS: Readonly<Record<UserRole, MessageDescriptor>> = {
  ADMIN: msg`Admin account`,
  FACILITY_ADMIN: msg`Facility account`,
  PROVIDER: msg`Provider account`,
  USER: msg`User account`,
};

/** A dashboard: the greeting as its heading, then titled sections. */
export function DashboardPage({ me, children }: { me: PublicUser; children: ReactNode }) {
  const { i18n } = useLingui();
  const role = decodeAccessToken(useStoredAccessToken())?.role;
  const name = me.firstName;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">
          <Trans>Welcome, {name}</Trans>
        </h1>
        {role && (
          <p className="text-gray-800">
            {i18n._(ACCOUNT_KINDS[role])} · {me.email}
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
  const { t } = useLingui();
  return (
    <DashboardSection id="account-heading" title={t`Your account`}>
      <ul className="flex flex-col gap-2">
        <li>
          <TextLink to="/user/profile">
            <Trans>Edit your name, phone number and language</Trans>
          </TextLink>
        </li>
        <li>
          <TextLink to="/change-password">
            <Trans>Change your password</Trans>
          </TextLink>
        </li>
      </ul>
    </DashboardSection>
  );
}

/** Whether the e-mail address is confirmed; if not, a button sends a new link (once a minute at most). */
export function EmailVerificationSection({ me }: { me: PublicUser }) {
  const { t } = useLingui();
  const toast = useToast();
  const worded = useWordedMessage();
  const email = me.email;
  const [sending, setSending] = useState(false);

  async function resend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      // The page's own words for what the API says in English ("We sent a new confirmation link to …").
      await resendVerificationEmail();
      toast.show({ type: 'success', message: t`We have sent a new link to ${email}.` });
    } catch (error) {
      const refusal = firstErrorMessage(formErrorsFromApiError(error));
      toast.show({ type: 'error', message: refusal && worded(refusal) });
    } finally {
      setSending(false);
    }
  }

  return (
    <DashboardSection id="email-heading" title={t`Your e-mail address`}>
      {me.emailVerified ? (
        <p className="text-gray-800">
          <Trans>
            <strong className="font-semibold text-green-800">Verified.</strong> {email} is confirmed.
          </Trans>
        </p>
      ) : (
        <>
          <p className="text-gray-800">
            <Trans>
              <strong className="font-semibold text-red-800">Not verified yet.</strong> Open the link we sent
              to {email} to confirm it. Reviews need a confirmed address.
            </Trans>
          </p>
          <form onSubmit={resend}>
            <SubmitButton variant="secondary" loading={sending}>
              <Trans>Resend verification e-mail</Trans>
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
