import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { placeText } from '~/components/listing/address';

/**
 * Title and description of a facility page in the page's language: what it is and where, for search
 * results and link previews.
 */
export function facilityMetaText(
  facility: {
    name: string;
    facilityType: { name: string } | null;
    place: { lga: { name: string } | null; state: { name: string } | null };
    isDemo: boolean;
  },
  i18n: I18n,
): { title: string; description: string } {
  const { name } = facility;
  const where = placeText(facility.place);
  const what = facility.facilityType?.name.toLowerCase() ?? i18n._(msg`health facility`);
  const title = where ? `${name}, ${where}` : name;
  const sentences = [
    where ? i18n._(msg`${name} is a ${what} in ${where}.`) : i18n._(msg`${name} is a ${what}.`),
    i18n._(
      msg`Opening hours, phone, services, insurance and HMOs accepted, doctors, directions and reviews.`,
    ),
    facility.isDemo ? i18n._(msg`Demo listing: fictitious sample data.`) : null,
  ];
  return { title, description: sentences.filter(Boolean).join(' ') };
}
