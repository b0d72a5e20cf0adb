import {
  CONTACT_LISTING_URL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactTopic,
} from '@carefinder/contracts';
import { EMPTY_CONTACT_VALUES, type ContactPageData } from './contact-form';

const isTopic = (value: string | null): value is ContactTopic =>
  (CONTACT_TOPICS as readonly (string | null)[]).includes(value);

/** A link worth putting in the form: a path of this site or an http(s) address, not too long. */
function listingLinkFrom(value: string | null): string {
  if (!value || value.length > CONTACT_LISTING_URL_MAX) return '';
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\/\S+$/i.test(value) ? value : '';
}

export function loadContactPage(url: URL): ContactPageData {
  const topic = url.searchParams.get('topic');
  return {
    sent: url.searchParams.has('sent'),
    topics: CONTACT_TOPICS.map((value) => ({ value, label: CONTACT_TOPIC_LABELS[value] })),
    prefill: {
      ...EMPTY_CONTACT_VALUES,
      topic: isTopic(topic) ? topic : '',
      listingUrl: listingLinkFrom(url.searchParams.get('listing')),
    },
    messageMax: CONTACT_MESSAGE_MAX,
  };
}
