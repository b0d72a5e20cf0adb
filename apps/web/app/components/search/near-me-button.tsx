import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { findVisitorPosition } from '~/lib/visitor-position';
import type { VisitorPosition } from '~/lib/visitor-position';

export interface NearMeButtonProps {
  label: string;
  /** The results URL for the visitor's position, read when they press (so it has the form's current text). */
  hrefFor: (position: VisitorPosition) => string;
  className?: string;
}

type Progress = 'idle' | 'locating' | 'failed';

/**
 * "Near me" (spec §4): searches around the stored position, asking the browser for it first when none is
 * stored. Finding a position needs JavaScript: until it runs the button keeps its place but is invisible
 * (so neither seen nor focusable), and the page does not move when it appears.
 */
export function NearMeButton({ label, hrefFor, className = '' }: NearMeButtonProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<Progress>('idle');

  const searchNearby = () => {
    if (progress === 'locating') return;
    setProgress('locating');
    findVisitorPosition()
      .then((position) => {
        setProgress('idle');
        return navigate(hrefFor(position));
      })
      .catch((error: unknown) => {
        console.warn('Could not find the visitor', error);
        setProgress('failed');
      });
  };

  return (
    <div className={`flex flex-col gap-1 ${hydrated ? '' : 'invisible'} ${className}`}>
      <button
        type="button"
        onClick={searchNearby}
        aria-disabled={progress === 'locating'}
        className="inline-flex min-h-[44px] items-center justify-center rounded-md border-2 border-green-700 bg-white px-4 font-semibold text-green-800 hover:bg-green-50"
      >
        {label}
      </button>
      <p role="status" className={progress === 'failed' ? 'text-red-800' : 'text-gray-800'}>
        {progress === 'locating' && <Trans>Finding your location…</Trans>}
        {progress === 'failed' && (
          <Trans>
            We could not find your location. Allow location access in your browser, or search by place name.
          </Trans>
        )}
      </p>
    </div>
  );
}
