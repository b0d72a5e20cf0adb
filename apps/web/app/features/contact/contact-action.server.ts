import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isAxiosError } from 'axios';
import { data, redirect } from 'react-router';
import { contactMessageInputSchema } from '@carefinder/contracts';
import { getServerApiClient, visitorAddressHeaders } from '~/lib/api.server';
import { toTelHref } from '~/lib/format/phone';
import { formFields } from '~/lib/forms/form-action';
import { formErrorsFromApiError, validateWith, type FormErrors } from '~/lib/forms/form-errors';
import { localePath } from '~/lib/i18n/locale-path';
import type { Locale } from '~/lib/i18n/locales';
import {
  CONTACT_FIELDS,
  contactValuesFrom,
  HONEYPOT_FIELD,
  type ContactActionResult,
  type ContactValues,
} from './contact-form';

export const CONTACT_SENT_PATH = '/contactUs?sent';

/** The API's words for a phone number that spec §5 does not accept. */
const INVALID_PHONE_MESSAGE = 'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.';

function tooSoon(i18n: I18n, retryAfter: unknown): string {
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0)
    return i18n._(
      msg`You have sent several messages in a short time, so this one was not sent. Please wait a few minutes and send it again: what you wrote is still below.`,
    );
  const minutes = Math.ceil(seconds / 60);
  return i18n._(
    msg`You have sent several messages in a short time, so this one was not sent. Please wait ${plural(minutes, { one: 'a minute', other: '# minutes' })} and send it again: what you wrote is still below.`,
  );
}

/** The errors in the fields' order: the summary lists them so in the page sent without JavaScript. */
function inFieldOrder(errors: FormErrors): FormErrors {
  const fieldErrors: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const message = errors.fieldErrors[field];
    if (message) fieldErrors[field] = message;
  }
  return { ...errors, fieldErrors: { ...fieldErrors, ...errors.fieldErrors } };
}

const refused = (status: number, errors: FormErrors, values: ContactValues) =>
  data<ContactActionResult>({ ok: false, errors, values }, { status });

/**
 * The /contactUs form's server action: a plain POST, so it works without JavaScript. Validates with the
 * contracts, sends the message to the API and redirects to the thanks (post/redirect/get); otherwise
 * answers the page again with the errors and the values kept.
 */
export async function contactAction(request: Request, { i18n, locale }: { i18n: I18n; locale: Locale }) {
  const fields = formFields(await request.formData());
  const values = contactValuesFrom(fields);
  const validated = validateWith(contactMessageInputSchema, {
    name: values.name,
    email: values.email,
    topic: values.topic,
    message: values.message,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.listingUrl.trim() ? { listingUrl: values.listingUrl } : {}),
    ...(fields[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] } : {}),
    // The acknowledgement and the answers come in the language of the page the message is sent from.
    language: locale,
  });
  // Spec §5, as the API applies it, so a wrong phone is named with the other fields' errors at once.
  const phoneError =
    values.phone.trim() && !toTelHref(values.phone) ? { phone: INVALID_PHONE_MESSAGE } : undefined;
  if (!validated.ok || phoneError) {
    const errors = validated.ok ? { fieldErrors: {} } : validated.errors;
    return refused(
      400,
      inFieldOrder({ ...errors, fieldErrors: { ...errors.fieldErrors, ...phoneError } }),
      values,
    );
  }

  try {
    await getServerApiClient().post('/contact-messages', validated.data, {
      headers: visitorAddressHeaders(request),
    });
  } catch (error) {
    // An outage is the page's 503 (api.server.ts), not a form error.
    if (!isAxiosError(error)) throw error;
    const status = error.response?.status;
    if (status === 429) {
      const formError = tooSoon(i18n, error.response?.headers['retry-after']);
      return refused(429, { fieldErrors: {}, formError }, values);
    }
    return refused(status === 400 ? 400 : 502, formErrorsFromApiError(error), values);
  }
  return redirect(localePath(locale, CONTACT_SENT_PATH));
}
