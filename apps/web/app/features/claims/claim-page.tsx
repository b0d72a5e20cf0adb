import { LISTING_CLAIM_MESSAGE_MAX, LISTING_CLAIM_ROLE_MAX } from '@carefinder/contracts';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, TextLink } from '~/components/forms/form-page';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { ClaimSent } from './claim-sent';
import type { ClaimTarget } from './claims-api';

/** /facilities/:id/claim and /providers/:id/claim: ask to manage a listing (signed-in users). */
export default function ClaimPage({ loaderData: target }: { loaderData: ClaimTarget }) {
  const form = useFormAction();
  const facility = target.kind === 'facility';
  const title = facility ? `Manage ${target.name}` : `Is this you? Manage ${target.name}`;
  const lead = facility
    ? 'Tell us your role at this facility and how we can check it. An administrator reviews every request; once it is approved you can keep the listing up to date.'
    : 'Tell us how we can check that this profile is yours. An administrator reviews every request; once it is approved you can keep your profile up to date.';

  if (target.closed)
    return (
      <FormPage title={title}>
        <p className="text-gray-800">
          This listing is permanently closed, so it cannot be managed.{' '}
          <TextLink to={target.path}>Back to the listing</TextLink>
        </p>
      </FormPage>
    );

  if (target.managed && !target.pending)
    return (
      <FormPage title={title}>
        <p className="text-gray-800">
          {facility
            ? 'This facility already has its team on CareFinder. If you work there, ask a colleague to invite you from the facility’s dashboard.'
            : 'This profile is already linked to the doctor’s own account. If it is yours, write to us with “Suggest a correction” on the profile.'}{' '}
          <TextLink to={target.path}>Back to the listing</TextLink>
        </p>
      </FormPage>
    );

  if (form.result?.ok || target.pending)
    return (
      <FormPage title={title}>
        <ClaimSent
          earlier={
            target.pending && !form.result?.ok ? { createdAt: target.pending.createdAt, what: '' } : null
          }
        >
          <p>
            <TextLink to={target.path}>Back to {target.name}</TextLink>
          </p>
        </ClaimSent>
      </FormPage>
    );

  return (
    <FormPage title={title} lead={lead}>
      <ActionForm form={form}>
        <TextField
          name="role"
          label={facility ? 'Your role at this facility' : 'Your role'}
          hint={
            facility
              ? 'For example: Medical director, Practice manager, Owner.'
              : 'For example: Consultant, Family physician.'
          }
          autoComplete="organization-title"
          maxLength={LISTING_CLAIM_ROLE_MAX}
          error={form.errors?.fieldErrors.role}
        />
        <TextAreaField
          name="message"
          label="How can we check it?"
          hint={
            facility
              ? 'A work e-mail address at the facility, a phone number there we can call, or your registration number.'
              : 'Your MDCN registration number, a work e-mail address or a phone number where you practise.'
          }
          rows={5}
          maxLength={LISTING_CLAIM_MESSAGE_MAX}
          error={form.errors?.fieldErrors.message}
        />
        <SubmitButton className="self-start" loading={form.submitting}>
          Send the request
        </SubmitButton>
      </ActionForm>
      <p className="text-gray-800">
        <TextLink to={target.path}>Back to {target.name}</TextLink>
      </p>
    </FormPage>
  );
}
