import { msg } from '@lingui/core/macro';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
} from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { startSession } from '~/lib/auth/session';
import { formFields, submitToApi } from '~/lib/forms/form-action';
import type { FormActionResult } from '~/lib/forms/form-action';
import { validateWith } from '~/lib/forms/form-errors';
import { splitLocale } from '~/lib/i18n/locale-path';
import { pageWords } from '~/lib/i18n/page-i18n';
import { requestPasswordReset, resetPassword, signIn, signUp, verifyEmail } from './auth-api';
import type { SignInEndpoint } from './auth-api';
import { verificationTokenFrom } from './verify-email';

/*
 * The client actions of the guest-only pages. Each validates with the contract's zod schema first (the
 * server checks again), then calls the API. A successful sign-in only starts the session: the guest-only
 * gate sees the new token and moves on to the stored origin or the dashboard (spec §2).
 */

export async function signInAction(request: Request, endpoint: SignInEndpoint): Promise<FormActionResult> {
  const input = validateWith(loginRequestSchema, formFields(await request.formData()));
  if (!input.ok) return input;
  return submitToApi(async () => {
    const session = await signIn(endpoint, input.data);
    startSession(session);
    const name = session.user.firstName;
    announceToast({ type: 'success', message: pageWords()._(msg`Welcome back, ${name}.`) });
  });
}

export async function signUpAction(request: Request): Promise<FormActionResult> {
  const { phone, ...fields } = formFields(await request.formData());
  // The account's e-mails come in the language of the page they signed up on.
  const { locale: language } = splitLocale(new URL(request.url).pathname);
  const input = validateWith(signupRequestSchema, {
    ...fields,
    ...(phone?.trim() ? { phone } : {}),
    language,
  });
  if (!input.ok) return input;
  // The page says where the message went (in its own language: the API's sentence is English).
  return submitToApi(async () => {
    await signUp(input.data);
    return input.data.email;
  });
}

export async function forgotPasswordAction(request: Request): Promise<FormActionResult> {
  const input = validateWith(forgotPasswordRequestSchema, formFields(await request.formData()));
  if (!input.ok) return input;
  return submitToApi(() => requestPasswordReset(input.data.email));
}

export async function resetPasswordAction(request: Request): Promise<FormActionResult> {
  const input = validateWith(resetPasswordRequestSchema, formFields(await request.formData()));
  if (!input.ok) return input;
  return submitToApi(() => resetPassword(input.data.token, input.data.password));
}

export async function verifyEmailAction(request: Request): Promise<FormActionResult> {
  const { token = '' } = formFields(await request.formData());
  const input = validateWith(verifyEmailRequestSchema, { token: verificationTokenFrom(token) });
  if (!input.ok) {
    return { ok: false, errors: { fieldErrors: { token: 'Paste the link or the code from the e-mail.' } } };
  }
  return submitToApi(() => verifyEmail(input.data.token));
}
