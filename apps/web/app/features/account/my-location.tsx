import { SubmitButton } from '~/components/ui/submit-button';
import { getClientStore } from '~/lib/store/store';
import { forgetUserLocation } from '~/lib/store/location-slice';
import { useClientLocation } from '~/lib/store/use-client-user';

/**
 * The position this browser keeps (spec §4: asked at start, kept for "near me"), and the way to forget it.
 * It never leaves the browser but as a near-me search's coordinates.
 */
export function MyLocation() {
  const location = useClientLocation();
  const { latitude, longitude } = location ?? {};
  if (latitude === undefined || longitude === undefined)
    return (
      <p className="text-gray-800">
        This browser keeps no location. When you search near you, it asks for your position again.
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-gray-800">
        This browser keeps your position ({latitude.toFixed(3)}, {longitude.toFixed(3)}) to show care near
        you. It stays here, not with your account, and is sent only with a search near you.
      </p>
      <SubmitButton
        variant="secondary"
        className="self-start"
        onClick={() => getClientStore().store.dispatch(forgetUserLocation())}
      >
        Forget my location
      </SubmitButton>
    </div>
  );
}
