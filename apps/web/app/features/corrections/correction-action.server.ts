import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isAxiosError } from 'axios';
import { data, redirect } from 'react-router';
import { CORRECTION_REASON_MAX, correctionInputSchema, WEEKDAYS } from '@carefinder/contracts';
import { getServerApiClient, visitorAddressHeaders } from '~/lib/api.server';
import { toTelHref } from '~/lib/format/phone';
import { formFields } from '~/lib/forms/form-action';
import { formErrorsFromApiError, renameFields, validateWith, type FormErrors } from '~/lib/forms/form-errors';
import { localePath } from '~/lib/i18n/locale-path';
import type { Locale } from '~/lib/i18n/locales';
import { correctionPath, HONEYPOT_FIELD } from './correction-form';
import type { CorrectionActionResult } from './correction-form';

const coordinate = (value: string | undefined) =>
  value?.trim() ? Number(value.trim().replace(',', '.')) : null;

/** The week the visitor set, as the API takes it: each day open from–to, closed, or open all day. */
const weekFrom = (fields: Record<string, string>) =>
  WEEKDAYS.map((day) => {
    const state = fields[`${day}.state`];
    if (state === 'closed') return { day, isClosed: true };
    if (state === 'allDay') return { day, isAlwaysOpen: true };
    return { day, open: `${fields[`${day}.open`] ?? ''}:00`, close: `${fields[`${day}.close`] ?? ''}:00` };
  });

/** The proposal of the kind chosen, from the form's fields (the API checks it again). */
function proposalFrom(kind: string, fields: Record<string, string>) {
  switch (kind) {
    case 'phone':
      return { kind, phone: fields.phone ?? '', replaces: fields.replaces || null };
    case 'hours':
      return { kind, openingHours: weekFrom(fields) };
    case 'place':
      return {
        kind,
        address: fields.address?.trim() || null,
        latitude: coordinate(fields.latitude),
        longitude: coordinate(fields.longitude),
      };
    case 'readiness':
      return { kind, capability: fields.capability ?? '', holds: fields.holds === 'yes' };
    default:
      return { kind };
  }
}

/** The page's own words for what a visitor most often gets wrong, checked before the API is asked. */
function visitorErrors(kind: string, fields: Record<string, string>, i18n: I18n): Record<string, string> {
  const errors: Record<string, string> = {};
  const reason = fields.reason?.trim() ?? '';
  if (reason.length < 3) errors.reason = i18n._(msg`Say in a few words how you know.`);
  else if (reason.length > CORRECTION_REASON_MAX)
    errors.reason = i18n._(msg`Say it in at most ${CORRECTION_REASON_MAX} characters.`);
  if (kind === 'phone' && !toTelHref(fields.phone ?? ''))
    errors.phone = i18n._(msg`Enter a phone number, e.g. 0803 123 4567 or +234 803 123 4567.`);
  if (kind === 'place' && !fields.address?.trim() && !fields.latitude?.trim())
    errors.address = i18n._(msg`Give the right address, or the position on the map.`);
  if (kind === 'readiness' && !fields.capability)
    errors.capability = i18n._(msg`Choose what they can or cannot do.`);
  return errors;
}

/** An error of the week's hours (`openingHours.1.open`) at the day's field that sent it (`MONDAY.open`). */
const atDayFields = (errors: FormErrors): FormErrors =>
  renameFields(errors, (field) => {
    const [, index, part] = /^openingHours\.(\d+)\.?(\w*)$/.exec(field) ?? [];
    const day = index === undefined ? undefined : WEEKDAYS[Number(index)];
    return day ? `${day}.${part === 'close' ? 'close' : 'open'}` : field;
  });

const refused = (status: number, errors: FormErrors, values: Record<string, string>) =>
  data<CorrectionActionResult>({ ok: false, errors: atDayFields(errors), values }, { status });

/**
 * A listing's correction, as a plain POST (no script needed): checked, sent to the API with the visitor's
 * address (the API limits each), then the thanks (post/redirect/get); otherwise the page again with the
 * errors and what was typed.
 */
export async function correctionAction(
  request: Request,
  listing: { kind: 'facility' | 'provider'; id: string },
  { i18n, locale }: { i18n: I18n; locale: Locale },
) {
  const fields = formFields(await request.formData());
  const kind = fields.kind ?? '';
  const ownErrors = visitorErrors(kind, fields, i18n);
  const validated = validateWith(correctionInputSchema, {
    ...proposalFrom(kind, fields),
    reason: fields.reason ?? '',
    ...(fields[HONEYPOT_FIELD] ? { website: fields[HONEYPOT_FIELD] } : {}),
  });
  if (Object.keys(ownErrors).length || !validated.ok) {
    const errors = validated.ok ? { fieldErrors: {} } : validated.errors;
    return refused(400, { ...errors, fieldErrors: { ...errors.fieldErrors, ...ownErrors } }, fields);
  }
  const listingPath = `/${listing.kind === 'facility' ? 'facilities' : 'providers'}/${encodeURIComponent(listing.id)}`;
  try {
    await getServerApiClient().post(`${listingPath}/corrections`, validated.data, {
      headers: visitorAddressHeaders(request),
    });
  } catch (error) {
    // An outage is the page's 503 (api.server.ts), not a form error.
    if (!isAxiosError(error)) throw error;
    const status = error.response?.status;
    if (status === 429)
      return refused(
        429,
        {
          fieldErrors: {},
          formError: i18n._(
            msg`You have sent several corrections in a short time, so this one was not sent. Please wait an hour and send it again: what you wrote is still below.`,
          ),
        },
        fields,
      );
    return refused(status === 400 ? 400 : 502, formErrorsFromApiError(error), fields);
  }
  return redirect(localePath(locale, `${correctionPath(listingPath)}?sent`));
}
