// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormErrors } from '~/lib/forms/form-errors';
import { ErrorSummary, useFocusOnErrors } from './error-summary';
import { TextField } from './text-field';
import { renderInEnglish } from '~/lib/i18n/in-english';

afterEach(cleanup);

function SignInLikeForm({ errors }: { errors?: FormErrors }) {
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  return (
    <>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <form ref={formRef}>
        <TextField name="email" label="E-mail address" error={errors?.fieldErrors.email} />
        <TextField name="password" label="Password" error={errors?.fieldErrors.password} />
      </form>
    </>
  );
}

/** Sign-up's fields in the page's order; its schema (and so its errors) lists e-mail and password first. */
function SignUpLikeForm({ errors }: { errors?: FormErrors }) {
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  return (
    <>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <form ref={formRef}>
        <TextField name="firstName" label="First name" error={errors?.fieldErrors.firstName} />
        <TextField name="lastName" label="Last name" error={errors?.fieldErrors.lastName} />
        <TextField name="email" label="E-mail address" error={errors?.fieldErrors.email} />
        <TextField name="password" label="Password" error={errors?.fieldErrors.password} />
      </form>
    </>
  );
}

const summaryLinks = () =>
  screen.getAllByRole('link').map((link) => [link.getAttribute('href'), link.textContent]);

describe('ErrorSummary lists the errors in the order of the fields on the page', () => {
  it('whatever order the schema or the API gave them in', () => {
    renderInEnglish(
      <SignUpLikeForm
        errors={{
          fieldErrors: {
            email: 'Enter a valid e-mail address.',
            password: 'Use at least 8 characters.',
            firstName: 'Enter your first name.',
            lastName: 'Enter your last name.',
          },
        }}
      />,
    );
    expect(summaryLinks()).toEqual([
      ['#firstName', 'Enter your first name.'],
      ['#lastName', 'Enter your last name.'],
      ['#email', 'Enter a valid e-mail address.'],
      ['#password', 'Use at least 8 characters.'],
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('puts an error whose field is not on the page last, keeping the given order among those', () => {
    renderInEnglish(
      <SignUpLikeForm
        errors={{
          fieldErrors: {
            role: 'Choose a role.',
            password: 'Use at least 8 characters.',
            facility: 'Choose a facility.',
            email: 'Enter a valid e-mail address.',
          },
        }}
      />,
    );
    expect(summaryLinks().map(([href]) => href)).toEqual(['#email', '#password', '#role', '#facility']);
  });
});

describe('ErrorSummary with useFocusOnErrors', () => {
  it('shows nothing and moves no focus without errors', () => {
    renderInEnglish(<SignInLikeForm errors={{ fieldErrors: {} }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the first invalid field in the order of the form', () => {
    renderInEnglish(
      <SignInLikeForm
        errors={{ fieldErrors: { password: 'Enter your password.', email: 'Enter a valid e-mail address.' } }}
      />,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address'));
    expect(screen.getByRole('alert').textContent).toContain('There is a problem');
  });

  it('moves focus to the summary when the error is about the whole form', () => {
    renderInEnglish(
      <SignInLikeForm errors={{ fieldErrors: {}, formError: 'The e-mail or password is incorrect.' }} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The e-mail or password is incorrect.');
    expect(document.activeElement).toBe(alert.parentElement);
  });

  it('moves focus again after each failed submission', () => {
    const { rerender } = renderInEnglish(
      <SignInLikeForm errors={{ fieldErrors: { password: 'Enter your password.' } }} />,
    );
    screen.getByLabelText('E-mail address').focus();
    rerender(<SignInLikeForm errors={{ fieldErrors: { password: 'Enter your password.' } }} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('links each field error to its field, and the link focuses it', () => {
    renderInEnglish(
      <SignInLikeForm
        errors={{ fieldErrors: { email: 'Enter a valid e-mail address.', password: 'Enter your password.' } }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Enter your password.' });
    expect(link.getAttribute('href')).toBe('#password');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });
});
