// @vitest-environment jsdom
import { PASSWORD_MIN_LENGTH } from '@carefinder/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MIN_LENGTH, NewPasswordField, PasswordField } from './person-fields';
import { SelectField, TextField } from './text-field';
import { renderInEnglish } from '~/lib/i18n/in-english';

afterEach(cleanup);

describe('TextField', () => {
  it('is labelled, and described by its hint', () => {
    renderInEnglish(
      <TextField name="email" label="E-mail address" autoComplete="email" hint="We will send a link." />,
    );
    const input = screen.getByLabelText('E-mail address');
    expect(input.id).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('email-hint');
  });

  it('with an error: aria-invalid, and described by the hint and then the error', () => {
    renderInEnglish(
      <TextField
        name="email"
        label="E-mail address"
        hint="We will send a link."
        error="Enter a valid e-mail address."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(document.getElementById('email-error')?.textContent).toBe('Error: Enter a valid e-mail address.');
  });

  it('marks an optional field in its label', () => {
    renderInEnglish(<TextField name="phone" label="Phone number" optional />);
    expect(screen.getByLabelText('Phone number (optional)')).toBeTruthy();
  });
});

describe('PasswordField', () => {
  it('shows the password while "Show password" is pressed', () => {
    renderInEnglish(<PasswordField name="password" label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe('password');
  });
});

describe('NewPasswordField', () => {
  it("states the contract's minimum length and asks for a new-password autocomplete", () => {
    expect(NEW_PASSWORD_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
    renderInEnglish(<NewPasswordField name="newPassword" label="New password" />);
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(document.getElementById('newPassword-hint')?.textContent).toContain(
      `At least ${PASSWORD_MIN_LENGTH} characters`,
    );
  });
});

describe('SelectField', () => {
  it('is labelled and invalid like a text field', () => {
    renderInEnglish(
      <SelectField
        name="role"
        label="Role"
        error="Choose a role."
        options={[
          { value: '', label: 'All roles' },
          { value: 'USER', label: 'User' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('role-error');
  });
});
