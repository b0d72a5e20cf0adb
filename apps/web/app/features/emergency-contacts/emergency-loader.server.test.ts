import { describe, expect, it } from 'vitest';
import { toContactPhone } from './emergency-loader.server';

describe('toContactPhone', () => {
  it('dials a short code as it is', () => {
    expect(toContactPhone('112')).toEqual({ display: '112', href: 'tel:112' });
    expect(toContactPhone('6232')).toEqual({ display: '6232', href: 'tel:6232' });
  });

  it('formats any other number per spec §5, with its E.164 tel: link', () => {
    expect(toContactPhone('+2348031234567')).toEqual({
      display: '+234 803 123 4567',
      href: 'tel:+2348031234567',
    });
  });

  it('never links a number that is not valid', () => {
    expect(toContactPhone('12 34')).toEqual({ display: '12 34', href: null });
  });
});
