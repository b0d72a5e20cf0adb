import type { PhoneLink } from '~/lib/format/phone';

/**
 * A phone number, tap-to-call when it is valid (spec §5); an invalid one (every demo number) shows as
 * typed and is not a link, so a tap never dials a wrong number. The server formats it (`toPhoneLink`).
 * `ping` is where the browser reports the tap, if anywhere.
 */
export function PhoneNumber({ phone, ping }: { phone: PhoneLink; ping?: string | undefined }) {
  if (!phone.href) return <span>{phone.display}</span>;
  return (
    <a
      href={phone.href}
      ping={ping}
      className="inline-flex min-h-[40px] items-center font-semibold text-green-800 underline underline-offset-2"
    >
      <span aria-hidden="true" className="mr-1">
        ☎
      </span>
      {phone.display}
    </a>
  );
}
