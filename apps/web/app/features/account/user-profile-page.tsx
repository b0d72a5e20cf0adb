import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicUser } from '@carefinder/contracts';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, TextLink } from '~/components/forms/form-page';
import { NameFields, PhoneField } from '~/components/forms/person-fields';
import { SelectField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatPhoneNumber } from '~/lib/format/phone';
import { HTML_LANG, LOCALE_NAMES, LOCALES } from '~/lib/i18n/locales';
import { useAccountActionsPrefetch } from './use-account-actions-prefetch';

export default function UserProfilePage({ loaderData }: { loaderData: { me: PublicUser } }) {
  const { t } = useLingui();
  const { me } = loaderData;
  const email = me.email;
  const form = useFormAction();
  useAccountActionsPrefetch();
  const fieldErrors = form.errors?.fieldErrors ?? {};
  return (
    <FormPage title={t`Your profile`} lead={t`Signed in as ${email}.`}>
      <ActionForm form={form}>
        <NameFields fieldErrors={fieldErrors} defaults={me} />
        <PhoneField
          removable
          defaultValue={me.phone ? formatPhoneNumber(me.phone) : ''}
          error={fieldErrors.phone}
        />
        <SelectField
          name="language"
          label={t`Language`}
          hint={t`CareFinder's e-mails to you come in this language.`}
          defaultValue={me.language}
          error={fieldErrors.language}
          options={LOCALES.map((locale) => ({
            value: locale,
            label: LOCALE_NAMES[locale],
            lang: HTML_LANG[locale],
          }))}
        />
        <SubmitButton className="self-start" loading={form.submitting}>
          <Trans>Save changes</Trans>
        </SubmitButton>
      </ActionForm>
      <p className="text-gray-800">
        <TextLink to="/change-password">
          <Trans>Change your password</Trans>
        </TextLink>
      </p>
    </FormPage>
  );
}
