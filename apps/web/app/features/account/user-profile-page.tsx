import type { PublicUser } from '@carefinder/contracts';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, TextLink } from '~/components/forms/form-page';
import { NameFields, PhoneField } from '~/components/forms/person-fields';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatPhoneNumber } from '~/lib/format/phone';
import { useAccountActionsPrefetch } from './use-account-actions-prefetch';

export default function UserProfilePage({ loaderData }: { loaderData: { me: PublicUser } }) {
  const { me } = loaderData;
  const form = useFormAction();
  useAccountActionsPrefetch();
  const fieldErrors = form.errors?.fieldErrors ?? {};
  return (
    <FormPage title="Your profile" lead={`Signed in as ${me.email}.`}>
      <ActionForm form={form}>
        <NameFields fieldErrors={fieldErrors} defaults={me} />
        <PhoneField
          removable
          defaultValue={me.phone ? formatPhoneNumber(me.phone) : ''}
          error={fieldErrors.phone}
        />
        <SubmitButton className="self-start" loading={form.submitting}>
          Save changes
        </SubmitButton>
      </ActionForm>
      <p className="text-gray-800">
        <TextLink to="/change-password">Change your password</TextLink>
      </p>
    </FormPage>
  );
}
