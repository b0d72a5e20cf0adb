// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_BUTTON_MIN_HEIGHT_PX, SubmitButton } from './submit-button';
import type { SubmitButtonProps } from './submit-button';
import { renderInEnglish } from '~/lib/i18n/in-english';

afterEach(cleanup);

function renderInForm(props: SubmitButtonProps) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderInEnglish(
    <form onSubmit={onSubmit}>
      <SubmitButton {...props}>Save</SubmitButton>
    </form>,
  );
  return { onSubmit, button: screen.getByRole('button') };
}

describe('SubmitButton', () => {
  it('has a 40px minimum height', () => {
    expect(SUBMIT_BUTTON_MIN_HEIGHT_PX).toBe(40);
    expect(renderInForm({}).button.className).toContain('min-h-[40px]');
  });

  it.each([
    { loading: false, submits: 1, onClickCalls: 1 },
    { loading: true, submits: 0, onClickCalls: 0 },
  ])('loading=$loading: a click submits $submits time(s)', ({ loading, submits, onClickCalls }) => {
    const onClick = vi.fn();
    const { onSubmit, button } = renderInForm({ loading, onClick });

    fireEvent.click(button);

    expect(onSubmit).toHaveBeenCalledTimes(submits);
    expect(onClick).toHaveBeenCalledTimes(onClickCalls);
  });

  it.each([
    { loading: false, busy: null, ariaDisabled: null, spinners: 0, name: 'Save' },
    { loading: true, busy: 'true', ariaDisabled: 'true', spinners: 1, name: 'Save Loading' },
  ])(
    'loading=$loading: aria-busy $busy, spinner ×$spinners',
    ({ loading, busy, ariaDisabled, spinners, name }) => {
      const { button } = renderInForm({ loading });

      expect(button.getAttribute('type')).toBe('submit');
      expect(button.getAttribute('aria-busy')).toBe(busy);
      expect(button.getAttribute('aria-disabled')).toBe(ariaDisabled);
      // Never the disabled attribute: a disabled button would lose keyboard focus.
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.querySelectorAll('svg[aria-hidden="true"].animate-spin')).toHaveLength(spinners);
      expect(screen.getByRole('button', { name })).toBe(button);
    },
  );

  it('keeps focus while loading', () => {
    const { button } = renderInForm({ loading: true });
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it.each([
    { variant: undefined, expected: 'bg-green-700 text-white' },
    { variant: 'primary', expected: 'bg-green-700 text-white' },
    { variant: 'secondary', expected: 'bg-white text-green-800' },
  ] as const)('variant $variant → $expected', ({ variant, expected }) => {
    expect(renderInForm({ variant }).button.className).toContain(expected);
  });

  it('passes other props through and appends className', () => {
    const { button } = renderInForm({ className: 'w-full', name: 'intent', value: 'save' });
    expect(button.className).toMatch(/ w-full$/);
    expect(button.getAttribute('name')).toBe('intent');
    expect(button.getAttribute('value')).toBe('save');
  });
});
