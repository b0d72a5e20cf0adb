import { useLingui } from '@lingui/react';
import { LISTING_CLAIM_MESSAGE_MAX } from '@carefinder/contracts';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, TextLink } from '~/components/forms/form-page';
import { TermPicker } from '~/components/forms/term-picker';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { CLAIM_LINK_LABELS } from '~/components/listing/manage-listing-link';
import { PlaceFields } from '~/components/listing-editor/place-fields';
import { NameFields } from '~/components/forms/person-fields';
import { placeValuesOf } from '~/components/listing-editor/place-values';
import { SubmitButton } from '~/components/ui/submit-button';
import { ClaimSent } from './claim-sent';
import type { NewProfileForm } from './claims-api';

const TITLE = 'List yourself as a doctor';

/**
 * /providers/new: a doctor whom no profile names proposes theirs. It waits for an administrator, as a claim
 * does; approval makes it public and opens the provider dashboard.
 */
export default function NewProfilePage({ loaderData }: { loaderData: NewProfileForm }) {
  const { i18n } = useLingui();
  const form = useFormAction();
  const { me, pending, specialties, states, map } = loaderData;
  const fieldErrors = form.errors?.fieldErrors ?? {};

  if (me.providerProfile)
    return (
      <FormPage title={TITLE}>
        <p className="text-gray-800">
          Your account has its profile already, {me.providerProfile.name}.{' '}
          <TextLink to="/provider/dashboard">Open your provider dashboard</TextLink> to keep it up to date.
        </p>
      </FormPage>
    );

  if (form.result?.ok || pending)
    return (
      <FormPage title={TITLE}>
        <ClaimSent
          earlier={
            pending && !form.result?.ok
              ? { createdAt: pending.createdAt, what: ` to be listed as ${pending.listing.name}` }
              : null
          }
        />
      </FormPage>
    );

  return (
    <FormPage
      title={TITLE}
      lead="Not on CareFinder yet? Tell us who you are and how we can check it. An administrator checks every request; once it is approved your profile is public and you keep it up to date from your dashboard."
    >
      <p className="text-gray-800">
        Already listed? <TextLink to="/">Find your profile</TextLink> and choose &ldquo;
        {`${i18n._(CLAIM_LINK_LABELS.provider.question)} ${i18n._(CLAIM_LINK_LABELS.provider.action)}`}&rdquo;
        on it instead.
      </p>
      <ActionForm form={form}>
        <div className="grid gap-4 md:grid-cols-2">
          <NameFields fieldErrors={fieldErrors} defaults={me} />
          <TextField
            name="title"
            label="Title"
            optional
            hint="Such as Dr or Prof."
            autoComplete="honorific-prefix"
            error={fieldErrors.title}
          />
          <TextField
            id="registrationNumber"
            name="registrationNumber"
            label="MDCN registration number"
            optional
            autoComplete="off"
            error={fieldErrors.registrationNumber}
          />
        </div>
        <TermPicker
          id="specialties"
          name="specialties"
          legend="Your specialty"
          noun="specialties"
          hint="Choose one or more."
          terms={specialties}
          defaultSelected={[]}
          error={fieldErrors.specialties}
        />
        <PlaceFields
          defaults={placeValuesOf(undefined)}
          states={states}
          initialLgas={[]}
          errors={fieldErrors}
          map={map}
          placeName={`${me.firstName} ${me.lastName}`}
          withWard={false}
        />
        <TextAreaField
          id="message"
          name="message"
          label="How can we check it is you?"
          hint="Your MDCN registration number, a work e-mail address, or a phone number where you practise."
          rows={5}
          maxLength={LISTING_CLAIM_MESSAGE_MAX}
          error={fieldErrors.message}
        />
        <SubmitButton className="self-start" loading={form.submitting}>
          Send the request
        </SubmitButton>
      </ActionForm>
    </FormPage>
  );
}
