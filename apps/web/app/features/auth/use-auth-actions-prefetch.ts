import { usePrefetch } from '~/lib/use-prefetch';

const loadAuthActions = () => import('./auth-actions');

/** The forms' validation (zod with the contracts) loads while the visitor types, not when they submit. */
export function useAuthActionsPrefetch(): void {
  usePrefetch(loadAuthActions);
}
