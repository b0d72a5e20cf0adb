// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toPhoneLink } from '~/lib/format/phone';
import { PhoneNumber } from './phone-link';

afterEach(cleanup);

describe('PhoneNumber', () => {
  it('is a tap-to-call link in international format when the number is valid', () => {
    const { container } = render(<PhoneNumber phone={toPhoneLink('0803 123 4567')} />);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('tel:+2348031234567');
    expect(link?.textContent).toContain('+234 803 123 4567');
  });

  it('shows an invalid number as typed, with no link (every demo number is invalid)', () => {
    const { container } = render(<PhoneNumber phone={toPhoneLink('0555 664 2477')} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('0555 664 2477');
  });
});
