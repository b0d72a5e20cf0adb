import { placeText } from '~/components/listing/address';

/** Title and description of a facility page: what it is and where, for search results and link previews. */
export function facilityMetaText(facility: {
  name: string;
  facilityType: { name: string } | null;
  place: { lga: { name: string } | null; state: { name: string } | null };
  isDemo: boolean;
}): { title: string; description: string } {
  const where = placeText(facility.place);
  const what = facility.facilityType?.name.toLowerCase() ?? 'health facility';
  const title = where ? `${facility.name}, ${where}` : facility.name;
  const description =
    `${facility.name} is a ${what}${where ? ` in ${where}` : ''}. ` +
    'Opening hours, phone, services, insurance and HMOs accepted, doctors, directions and reviews.' +
    (facility.isDemo ? ' Demo listing: fictitious sample data.' : '');
  return { title, description };
}
