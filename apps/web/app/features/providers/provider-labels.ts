import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { placeText } from '~/components/listing/address';
import type { ProviderView } from './provider-loader.server';

/** "Dr Abdullahi Bala": the title, when there is one, before the name. */
export const providerDisplayName = (provider: Pick<ProviderView, 'title' | 'name'>) =>
  [provider.title, provider.name].filter(Boolean).join(' ');

/** Title and description of a provider page in the page's language, for search results and link previews. */
export function providerMetaText(provider: ProviderView, i18n: I18n): { title: string; description: string } {
  const name = providerDisplayName(provider);
  const specialties = provider.specialties.map((specialty) => specialty.name).join(', ');
  const where = placeText(provider.place);
  const title = [name, specialties.split(', ')[0], where].filter(Boolean).join(', ');
  const who = [name, specialties].filter(Boolean).join(', ');
  const sentences = [
    where ? i18n._(msg`${who} in ${where}.`) : `${who}.`,
    i18n._(
      msg`Education, conditions treated, procedures, insurance and HMOs accepted, where they work and reviews.`,
    ),
    provider.isDemo ? i18n._(msg`Demo listing: fictitious sample data.`) : null,
  ];
  return { title, description: sentences.filter(Boolean).join(' ') };
}

/** "BDS, Bayero University Kano (1990)". */
export const educationText = (entry: ProviderView['education'][number]) =>
  `${entry.qualification}, ${entry.institution}${entry.year ? ` (${entry.year})` : ''}`;
