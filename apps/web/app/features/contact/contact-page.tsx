import { useActionData } from 'react-router';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { SelectField, TextAreaField, TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { HONEYPOT_FIELD, type ContactActionResult, type ContactPageData } from './contact-form';

/**
 * A field for robots only: off-screen, hidden from assistive technology, out of the tab order and never
 * autofilled, so a person leaves it empty and a form-filling robot does not.
 */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

function Thanks() {
  return (
    <FormPage title="Contact us">
      <SuccessPanel title="Thank you: your message has reached us">
        <p>
          We have sent a confirmation to your e-mail address. A member of the CareFinder team reads every
          message and answers by e-mail.
        </p>
      </SuccessPanel>
      <p className="text-gray-800">
        <TextLink to="/contactUs">Send another message</TextLink> or <TextLink to="/">find care</TextLink>.
      </p>
    </FormPage>
  );
}

export default function ContactPage({ loaderData }: { loaderData: ContactPageData }) {
  const form = useFormAction();
  const refused = useActionData<ContactActionResult | undefined>();
  if (loaderData.sent && !refused) return <Thanks />;

  const values = refused?.values ?? loaderData.prefill;
  const errors = form.errors?.fieldErrors ?? {};
  return (
    <FormPage
      title="Contact us"
      lead={
        <>
          Ask a question, tell us about a listing that is wrong or missing, or about a problem with the site.
          We answer by e-mail. <strong>In an emergency, call 112</strong>: this form is not watched around the
          clock.
        </>
      }
    >
      <ActionForm form={form}>
        <TextField
          name="name"
          label="Your name"
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          name="email"
          type="email"
          label="E-mail address"
          hint="We answer to this address."
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          name="phone"
          type="tel"
          label="Phone number"
          optional
          hint="For example 0803 123 4567 or +234 803 123 4567."
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <SelectField
          name="topic"
          label="What is your message about?"
          options={[{ value: '', label: 'Choose a topic' }, ...loaderData.topics]}
          defaultValue={values.topic}
          error={errors.topic}
        />
        <TextField
          name="listingUrl"
          label="Link to the listing"
          hint="Needed to correct a listing: the address of its page on CareFinder."
          inputMode="url"
          spellCheck={false}
          defaultValue={values.listingUrl}
          error={errors.listingUrl}
        />
        <TextAreaField
          name="message"
          label="Your message"
          hint={`At most ${loaderData.messageMax.toLocaleString('en-NG')} characters. To correct a listing, say what is wrong and what is right.`}
          rows={7}
          defaultValue={values.message}
          error={errors.message}
        />
        <Honeypot />
        <SubmitButton loading={form.submitting}>Send your message</SubmitButton>
      </ActionForm>
      <p className="text-sm text-gray-700">
        We keep your message and your contact details to answer you; see our{' '}
        <TextLink to="/privacyPolicy">privacy policy</TextLink>.
      </p>
    </FormPage>
  );
}
