import { describe, expect, it } from 'vitest';
import { pageUrl } from './web-host.ts';

describe('pageUrl', () => {
  it('puts every request target on the configured origin, a //host one included', () => {
    expect(pageUrl('https://carefinder.ng', '/facilities/1?page=2').href).toBe(
      'https://carefinder.ng/facilities/1?page=2',
    );
    const smuggled = pageUrl('https://carefinder.ng', '//elsewhere.example/facilities/1');
    expect(smuggled.origin).toBe('https://carefinder.ng');
    expect(smuggled.pathname).toBe('//elsewhere.example/facilities/1');
  });
});
