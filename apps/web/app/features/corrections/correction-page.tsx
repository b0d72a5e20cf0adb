import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, useActionData } from 'react-router';
import type { ReactNode } from 'react';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { SelectField, TextAreaField, TextField } from '~/components/forms/text-field';
import { Honeypot } from '~/components/forms/honeypot';
import { SubmitButton } from '~/components/ui/submit-button';
import {
  HONEYPOT_FIELD,
  type CorrectionActionResult,
  type CorrectionChoice,
  type CorrectionPageData,
  type DayHours,
} from './correction-form';

/** What is wrong, as the visitor says it; a doctor's "closed" is that they no longer practise there. */
const CHOICE_WORDS: Record<CorrectionChoice, MessageDescriptor> = {
  phone: msg`The phone number is wrong`,
  hours: msg`The opening hours are wrong`,
  closed: msg`It has closed for good`,
  place: msg`The address or the place on the map is wrong`,
  readiness: msg`What it can do in an emergency is wrong`,
};
const PROVIDER_CLOSED = msg`This doctor has stopped practising`;

const RADIO_CLASS = 'size-5 shrink-0 accent-green-700';
const RADIO_LABEL_CLASS = 'flex min-h-[44px] items-center gap-3 text-gray-900';

/** A group of radio buttons with its question, its hint and its error. */
function RadioGroup({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string;
  legend: ReactNode;
  options: { value: string; label: string }[];
  checked: string;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 font-semibold text-gray-900">{legend}</legend>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      {options.map((option, index) => (
        <label key={option.value} className={RADIO_LABEL_CLASS}>
          <input
            type="radio"
            name={name}
            id={index === 0 ? name : undefined}
            value={option.value}
            defaultChecked={checked === option.value}
            className={RADIO_CLASS}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** One day of the week: its state, and its times when open from–to. */
function DayRow({
  day,
  values,
  errors,
}: {
  day: DayHours;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { t } = useLingui();
  const state = values[`${day.day}.state`] ?? day.state;
  return (
    <fieldset className="grid grid-cols-2 gap-2 border-t border-gray-200 pt-2 sm:grid-cols-[8rem_1fr_1fr_1fr]">
      <legend className="sr-only">{day.label}</legend>
      <span aria-hidden="true" className="col-span-2 font-semibold text-gray-900 sm:col-span-1">
        {day.label}
      </span>
      <SelectField
        name={`${day.day}.state`}
        label={<span className="sr-only">{t`${day.label}: open or closed`}</span>}
        defaultValue={state}
        options={[
          { value: 'open', label: t`Open` },
          { value: 'allDay', label: t`Open 24 hours` },
          { value: 'closed', label: t`Closed` },
        ]}
      />
      {(['open', 'close'] as const).map((time) => (
        <TextField
          key={time}
          name={`${day.day}.${time}`}
          type="time"
          label={<span className="text-sm">{time === 'open' ? t`Opens` : t`Closes`}</span>}
          defaultValue={values[`${day.day}.${time}`] ?? day[time]}
          error={errors[`${day.day}.${time}`]}
        />
      ))}
    </fieldset>
  );
}

/** The fields of the kind chosen, started from what the listing says now. */
function KindFields({
  page,
  kind,
  values,
  errors,
}: {
  page: CorrectionPageData;
  kind: CorrectionChoice;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { t } = useLingui();
  switch (kind) {
    case 'phone':
      return (
        <>
          <TextField
            name="phone"
            type="tel"
            label={<Trans>The right phone number</Trans>}
            hint={<Trans>For example 0803 123 4567 or +234 803 123 4567.</Trans>}
            autoComplete="off"
            defaultValue={values.phone ?? ''}
            error={errors.phone}
          />
          {page.phones.length > 0 && (
            <RadioGroup
              name="replaces"
              legend={<Trans>Which listed number does it replace?</Trans>}
              checked={values.replaces ?? page.phones[0]?.value ?? ''}
              options={[...page.phones, { value: '', label: t`None: add it as another number` }]}
            />
          )}
        </>
      );
    case 'hours':
      return (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-gray-900">
            <Trans>The hours it keeps each day</Trans>
          </legend>
          {page.hours.map((day) => (
            <DayRow key={day.day} day={day} values={values} errors={errors} />
          ))}
        </fieldset>
      );
    case 'place':
      return (
        <>
          <TextField
            name="address"
            label={<Trans>The right address</Trans>}
            hint={<Trans>The street and number, or a landmark near it.</Trans>}
            defaultValue={values.address ?? ''}
            error={errors.address}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold text-gray-900">
              <Trans>Its position on the map (if you know it)</Trans>
            </legend>
            <p className="text-sm text-gray-700">
              <Trans>
                In a map app, press and hold the place: it shows the two numbers, e.g. 6.6018, 3.3515.
              </Trans>
            </p>
            <div className="grid grid-cols-2 gap-2">
              <TextField
                name="latitude"
                inputMode="decimal"
                label={<Trans>Latitude</Trans>}
                defaultValue={values.latitude ?? ''}
                error={errors.latitude}
              />
              <TextField
                name="longitude"
                inputMode="decimal"
                label={<Trans>Longitude</Trans>}
                defaultValue={values.longitude ?? ''}
                error={errors.longitude}
              />
            </div>
          </fieldset>
        </>
      );
    case 'readiness':
      return (
        <>
          <SelectField
            name="capability"
            label={<Trans>What is it about?</Trans>}
            defaultValue={values.capability ?? ''}
            error={errors.capability}
            options={[{ value: '', label: t`Choose one` }, ...page.capabilities]}
          />
          <RadioGroup
            name="holds"
            legend={<Trans>Can they do it now?</Trans>}
            checked={values.holds ?? 'yes'}
            options={[
              { value: 'yes', label: t`Yes, they can do it now` },
              { value: 'no', label: t`No, they cannot do it now` },
            ]}
          />
        </>
      );
    default:
      return null;
  }
}

export default function CorrectionPage({ loaderData: page }: { loaderData: CorrectionPageData }) {
  const { t, i18n } = useLingui();
  const form = useFormAction();
  const refused = useActionData<CorrectionActionResult | undefined>();
  const { listing } = page;
  const title = t`Suggest a correction`;
  const lead = <Trans>to the listing of {listing.name}</Trans>;
  const back = (
    <p className="text-gray-800">
      <TextLink to={listing.path}>
        <Trans>Back to {listing.name}</Trans>
      </TextLink>
    </p>
  );

  if (page.sent && !refused)
    return (
      <FormPage title={title} lead={lead}>
        <SuccessPanel title={t`Thank you: your correction has reached us`}>
          <p>
            <Trans>
              The people who keep this listing check every correction. Nothing changes on the page until they
              have.
            </Trans>
          </p>
        </SuccessPanel>
        {back}
      </FormPage>
    );

  const choiceLabel = (kind: CorrectionChoice) =>
    i18n._(kind === 'closed' && listing.kind === 'provider' ? PROVIDER_CLOSED : CHOICE_WORDS[kind]);
  const { kind } = page;
  if (!kind)
    return (
      <FormPage title={title} lead={lead}>
        <Form method="get" className="flex flex-col gap-4">
          <RadioGroup
            name="kind"
            legend={<Trans>What is wrong?</Trans>}
            checked={page.kinds[0] ?? ''}
            options={page.kinds.map((value) => ({ value, label: choiceLabel(value) }))}
          />
          <SubmitButton>
            <Trans>Continue</Trans>
          </SubmitButton>
        </Form>
        {back}
      </FormPage>
    );

  const values = refused?.values ?? {};
  const errors = form.errors?.fieldErrors ?? {};
  const reasonMax = i18n.number(page.reasonMax);
  return (
    <FormPage title={title} lead={lead}>
      <p className="font-semibold text-gray-900">
        {choiceLabel(kind)} (<TextLink to={`${listing.path}/correction`}>{t`change`}</TextLink>)
      </p>
      <ActionForm form={form}>
        <input type="hidden" name="kind" value={kind} />
        <KindFields page={page} kind={kind} values={values} errors={errors} />
        <TextAreaField
          name="reason"
          label={<Trans>How do you know?</Trans>}
          hint={
            <Trans>
              In a few words, at most {reasonMax} characters: e.g. “I called them today” or “I was there on
              Monday”.
            </Trans>
          }
          maxLength={page.reasonMax}
          defaultValue={values.reason ?? ''}
          error={errors.reason}
        />
        <Honeypot name={HONEYPOT_FIELD} />
        <SubmitButton loading={form.submitting}>
          <Trans>Send the correction</Trans>
        </SubmitButton>
      </ActionForm>
      <p className="text-sm text-gray-700">
        <Trans>
          No account needed. We keep what you send, not who you are; see our{' '}
          <TextLink to="/privacyPolicy">privacy policy</TextLink>.
        </Trans>
      </p>
      {back}
    </FormPage>
  );
}
