import { listingPath } from '~/components/listing/listing-path';

/** What a review is about: a facility or a provider (doctor). */
export interface ReviewTarget {
  kind: 'facility' | 'provider';
  id: string;
  name: string;
}

/** The API path of the target: /facilities/:id or /providers/:id. */
export const targetPath = ({ kind, id }: Pick<ReviewTarget, 'kind' | 'id'>) => listingPath(kind, id);

/** How a page calls its target in text: "this facility", "this doctor". */
export const targetNoun = (kind: ReviewTarget['kind']) => (kind === 'facility' ? 'facility' : 'doctor');
