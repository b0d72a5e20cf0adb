import type { ContactTopic } from '@carefinder/contracts';

/** The contracts' CONTACT_TOPIC_LABELS, repeated so the page does not load zod with the contracts. */
export const TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'A general question',
  'correct-listing': 'Correct a listing',
  'add-listing': 'Add a facility or provider',
  account: 'My account',
  website: 'A problem with the website',
};
