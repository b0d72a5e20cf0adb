import { Trans } from '@lingui/react/macro';

/**
 * A field for robots only: off-screen, hidden from assistive technology, out of the tab order and never
 * autofilled, so a person leaves it empty and a form-filling robot does not. The API drops what comes with
 * it filled, and answers alike.
 */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={name}>
        <Trans>Leave this field empty</Trans>
      </label>
      <input id={name} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
