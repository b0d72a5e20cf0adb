import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { SubmitButton } from '~/components/ui/submit-button';
import { forgetUserLocation } from '~/lib/store/location-slice';
import { getClientStore } from '~/lib/store/store';
import { useClientLocation } from '~/lib/store/use-client-user';

/**
 * The position this browser keeps (spec §4: asked at start, kept for "near me"), and the way to forget it.
 * It never leaves the browser but as a near-me search's coordinates.
 */
export function MyLocation() {
  const location = useClientLocation();
  const { latitude, longitude } = location ?? {};
  const noneKeptRef = useRef<HTMLParagraphElement>(null);
  const [forgotten, setForgotten] = useState(false);
  // The button goes with the position: focus moves to what replaced it, so keyboard users keep their place.
  useEffect(() => {
    if (forgotten) noneKeptRef.current?.focus();
  }, [forgotten]);

  if (latitude === undefined || longitude === undefined)
    return (
      <p ref={noneKeptRef} tabIndex={-1} className="text-gray-800">
        <Trans>
          This browser keeps no location. When you search near you, it asks for your position again.
        </Trans>
      </p>
    );
  const position = `${latitude.toFixed(3)}, ${longitude.toFixed(3)}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-gray-800">
        <Trans>
          This browser keeps your position ({position}) to show care near you. It stays here, not with your
          account, and is sent only with a search near you.
        </Trans>
      </p>
      <SubmitButton
        variant="secondary"
        className="self-start"
        onClick={() => {
          getClientStore().store.dispatch(forgetUserLocation());
          setForgotten(true);
        }}
      >
        <Trans>Forget my location</Trans>
      </SubmitButton>
    </div>
  );
}
