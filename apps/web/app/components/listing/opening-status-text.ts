import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { OpeningStatus } from '@carefinder/contracts';

/**
 * A facility's status today in the page's language: in English exactly the API's label ("Open now · closes
 * 18:00", "Closed · opens 08:00", "Open 24 hours", "Closed today").
 */
export function openingStatusText(status: OpeningStatus, i18n: I18n): string {
  const openingTime = status.openingTime ?? '';
  const closingTime = status.closingTime ?? '';
  if (status.isAlwaysOpen) return i18n._(msg`Open 24 hours`);
  if (status.isOpen) return i18n._(msg`Open now · closes ${closingTime}`);
  if (status.openingTime === null) return i18n._(msg`Closed today`);
  if (status.opensLaterToday) return i18n._(msg`Closed · opens ${openingTime}`);
  return i18n._(msg`Closed · today ${openingTime}–${closingTime}`);
}
