import { usePrefetch } from '~/lib/use-prefetch';

const loadAccountActions = () => import('./account-actions');

/** The forms' validation (zod with the contracts) loads while the visitor types, not when they submit. */
export function useAccountActionsPrefetch(): void {
  usePrefetch(loadAccountActions);
}
