import { Trans } from '@lingui/react/macro';
import { createContext, use, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { useHydrated } from '~/lib/use-hydrated';

export const SUBMIT_BUTTON_MIN_HEIGHT_PX = 40;

export type SubmitButtonVariant = 'primary' | 'secondary';

// White on green-700 is about 5:1 and green-800 on white about 7:1, both above WCAG AA.
const VARIANT_CLASSES: Record<SubmitButtonVariant, string> = {
  primary: 'bg-green-700 text-white hover:bg-green-800',
  secondary: 'border border-green-700 bg-white text-green-800 hover:bg-green-50',
};

/**
 * True around forms that only their scripts can send (client actions, in the server's HTML): until the
 * scripts have run, their submit buttons are disabled, so a click or Enter does nothing rather than post the
 * form to a server that cannot take it. It never changes: each button follows its own hydration, so nothing
 * above a page still waiting for its code changes (that would render the page afresh, typing lost).
 */
export const SubmitWaitsForScripts = createContext(false);

export interface SubmitButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** While true the button keeps focus but ignores clicks, so a form is not submitted twice. */
  loading?: boolean;
  variant?: SubmitButtonVariant;
}

export function SubmitButton({
  loading = false,
  variant = 'primary',
  className,
  onClick,
  children,
  ...buttonProps
}: SubmitButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      // The `disabled` attribute would drop keyboard focus, so the click is cancelled instead;
      // this also covers implicit submission (Enter in a field), which clicks the submit button.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  const hydrated = useHydrated();
  const waitingForScripts = use(SubmitWaitsForScripts) && !hydrated;
  return (
    <button
      {...buttonProps}
      disabled={waitingForScripts || buttonProps.disabled}
      type="submit"
      aria-busy={loading || undefined}
      aria-disabled={loading || buttonProps['aria-disabled']}
      onClick={handleClick}
      className={[
        'inline-flex min-h-[40px] items-center justify-center gap-2 rounded-md px-4 py-2 font-medium',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed',
        VARIANT_CLASSES[variant],
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {loading && <Spinner />}
      {children}
      {/* The space keeps the accessible name "Save Loading", not "SaveLoading". */}
      {loading && (
        <>
          {' '}
          <span className="sr-only">
            <Trans>Loading</Trans>
          </span>
        </>
      )}
    </button>
  );
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      // A slower turn rather than none: with reduced motion the spinner still has to read as "busy".
      className="size-4 shrink-0 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path fill="currentColor" className="opacity-75" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4Z" />
    </svg>
  );
}
