import { placeText } from '~/components/listing/address';
import type { ProviderView } from './provider-loader.server';

/** "Dr Abdullahi Bala": the title, when there is one, before the name. */
export const providerDisplayName = (provider: Pick<ProviderView, 'title' | 'name'>) =>
  [provider.title, provider.name].filter(Boolean).join(' ');

/** Title and description of a provider page, for search results and link previews. */
export function providerMetaText(provider: ProviderView): { title: string; description: string } {
  const name = providerDisplayName(provider);
  const specialties = provider.specialties.map((specialty) => specialty.name).join(', ');
  const where = placeText(provider.place);
  const title = [name, specialties.split(', ')[0], where].filter(Boolean).join(', ');
  const description =
    `${name}${specialties ? `, ${specialties}` : ''}${where ? ` in ${where}` : ''}. ` +
    'Education, conditions treated, procedures, insurance and HMOs accepted, where they work and reviews.' +
    (provider.isDemo ? ' Demo listing: fictitious sample data.' : '');
  return { title, description };
}

/** "BDS, Bayero University Kano (1990)". */
export const educationText = (entry: ProviderView['education'][number]) =>
  `${entry.qualification}, ${entry.institution}${entry.year ? ` (${entry.year})` : ''}`;
