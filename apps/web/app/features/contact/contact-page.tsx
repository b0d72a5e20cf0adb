import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActionData } from 'react-router';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { SelectField, TextAreaField, TextField } from '~/components/forms/text-field';
import { Honeypot } from '~/components/forms/honeypot';
import { SubmitButton } from '~/components/ui/submit-button';
import { HONEYPOT_FIELD, type ContactActionResult, type ContactPageData } from './contact-form';

/** The topics in the page's language (the contracts' CONTACT_TOPIC_LABELS are the back office's English). */
const TOPIC_WORDS: Record<string, MessageDescriptor> = {
  general: msg`A general question`,
  'correct-listing': msg`Correct a listing`,
  'add-listing': msg`Add a facility or provider`,
  account: msg`My account`,
  website: msg`A problem with the website`,
};

function Thanks() {
  const { t } = useLingui();
  return (
    <FormPage title={t`Contact us`}>
      <SuccessPanel title={t`Thank you: your message has reached us`}>
        <p>
          <Trans>
            We have sent a confirmation to your e-mail address. A member of the CareFinder team reads every
            message and answers by e-mail.
          </Trans>
        </p>
      </SuccessPanel>
      <p className="text-gray-800">
        <Trans>
          <TextLink to="/contactUs">Send another message</TextLink> or <TextLink to="/">find care</TextLink>.
        </Trans>
      </p>
    </FormPage>
  );
}

export default function ContactPage({ loaderData }: { loaderData: ContactPageData }) {
  const { t, i18n } = useLingui();
  const form = useFormAction();
  const refused = useActionData<ContactActionResult | undefined>();
  if (loaderData.sent && !refused) return <Thanks />;

  const values = refused?.values ?? loaderData.prefill;
  const errors = form.errors?.fieldErrors ?? {};
  const messageMax = i18n.number(loaderData.messageMax);
  const topics = loaderData.topics.map(({ value, label }) => {
    const words = TOPIC_WORDS[value];
    return { value, label: words ? i18n._(words) : label };
  });
  return (
    <FormPage
      title={t`Contact us`}
      lead={
        <Trans>
          Ask a question, tell us about a listing that is wrong or missing, or about a problem with the site.
          We answer by e-mail. <strong>In an emergency, call 112</strong>: this form is not watched around the
          clock.
        </Trans>
      }
    >
      <ActionForm form={form}>
        <TextField
          name="name"
          label={<Trans>Your name</Trans>}
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          name="email"
          type="email"
          label={<Trans>E-mail address</Trans>}
          hint={<Trans>We answer to this address.</Trans>}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          name="phone"
          type="tel"
          label={<Trans>Phone number</Trans>}
          optional
          hint={<Trans>For example 0803 123 4567 or +234 803 123 4567.</Trans>}
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <SelectField
          name="topic"
          label={<Trans>What is your message about?</Trans>}
          options={[{ value: '', label: t`Choose a topic` }, ...topics]}
          defaultValue={values.topic}
          error={errors.topic}
        />
        <TextField
          name="listingUrl"
          label={<Trans>Link to the listing</Trans>}
          hint={<Trans>Needed to correct a listing: the address of its page on CareFinder.</Trans>}
          inputMode="url"
          spellCheck={false}
          defaultValue={values.listingUrl}
          error={errors.listingUrl}
        />
        <TextAreaField
          name="message"
          label={<Trans>Your message</Trans>}
          hint={
            <Trans>
              At most {messageMax} characters. To correct a listing, say what is wrong and what is right.
            </Trans>
          }
          rows={7}
          defaultValue={values.message}
          error={errors.message}
        />
        <Honeypot name={HONEYPOT_FIELD} />
        <SubmitButton loading={form.submitting}>
          <Trans>Send your message</Trans>
        </SubmitButton>
      </ActionForm>
      <p className="text-sm text-gray-700">
        <Trans>
          We keep your message and your contact details to answer you; see our{' '}
          <TextLink to="/privacyPolicy">privacy policy</TextLink>.
        </Trans>
      </p>
    </FormPage>
  );
}
