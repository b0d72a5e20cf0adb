import { MAX_PHONES } from '@carefinder/contracts';
import { RepeatableTextField } from '~/components/forms/repeatable-text-field';
import { TextField } from '~/components/forms/text-field';

/** A facility's phone numbers, e-mail and website; field ids are the API's paths, so its errors land on them. */
export function ContactFields({
  legend,
  defaults,
  errors,
}: {
  legend: string;
  defaults: { phones: readonly string[]; email: string; website: string };
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="text-lg font-semibold text-gray-900">{legend}</legend>
      <RepeatableTextField
        id="phones"
        name="phones"
        legend="Phone numbers"
        itemLabel={(position) => `Phone number ${position}`}
        addLabel="Add a phone number"
        hint="A Nigerian number such as 0803 123 4567, or any number starting with +."
        defaultValues={defaults.phones}
        errors={errors}
        max={MAX_PHONES}
        input={{ type: 'tel', autoComplete: 'off' }}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="email"
          name="email"
          type="email"
          label="E-mail address"
          optional
          autoComplete="off"
          spellCheck={false}
          defaultValue={defaults.email}
          error={errors.email}
        />
        <TextField
          id="website"
          name="website"
          type="url"
          label="Website"
          optional
          autoComplete="off"
          spellCheck={false}
          defaultValue={defaults.website}
          error={errors.website}
        />
      </div>
    </fieldset>
  );
}
