import { Trans } from '@lingui/react/macro';

/** "Lagos" → "Lagos State"; the Federal Capital Territory keeps its name. */
export function stateLabel(name: string): string {
  return /territory/i.test(name) ? name : `${name} State`;
}

/** "Ikeja, Lagos State"; empty when the place is not known. */
export function placeText<Place extends { lga: { name: string } | null; state: { name: string } | null }>({
  lga,
  state,
}: Place): string {
  return [lga?.name, state && stateLabel(state.name)].filter(Boolean).join(', ');
}

/** The lines of an address as a page shows them: street, LGA, state. */
export function addressLines(place: {
  address: string | null;
  lga: { name: string } | null;
  state: { name: string } | null;
}): string[] {
  return [
    place.address,
    place.lga ? `${place.lga.name} LGA` : null,
    place.state ? stateLabel(place.state.name) : null,
  ].filter((line): line is string => Boolean(line));
}

export function AddressBlock({ place }: { place: Parameters<typeof addressLines>[0] }) {
  const lines = addressLines(place);
  if (lines.length === 0)
    return (
      <p className="text-gray-700">
        <Trans>Address not listed yet.</Trans>
      </p>
    );
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
