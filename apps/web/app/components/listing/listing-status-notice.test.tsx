// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingStatusNotice } from './listing-status-notice';
import { InEnglish } from '~/lib/i18n/in-english';

afterEach(cleanup);

describe('ListingStatusNotice', () => {
  it('says nothing for an open listing', () => {
    const { container } = render(<ListingStatusNotice listing="provider" status="active" />, {
      wrapper: InEnglish,
    });
    expect(container.textContent).toBe('');
  });

  it.each([
    ['facility', 'permanently_closed', 'This facility has closed permanently.'],
    ['facility', 'temporarily_closed', 'This facility is temporarily closed.'],
    ['provider', 'permanently_closed', 'This doctor no longer practises here: the profile is closed.'],
  ] as const)('tells a %s page that it is %s', (listing, status, text) => {
    render(<ListingStatusNotice listing={listing} status={status} />, { wrapper: InEnglish });
    expect(screen.getByRole('note').textContent).toBe(text);
  });
});
