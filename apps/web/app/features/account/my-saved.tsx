import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingStatus, SavedListing } from '@carefinder/contracts';
import { TextLink } from '~/components/forms/form-page';
import { RemoveForm } from '~/components/forms/remove-form';

/** What a saved listing's status means to the person who saved it (nothing while it is active). */
const STATUS_NOTES: Readonly<Record<ListingStatus, MessageDescriptor | null>> = {
  active: null,
  temporarily_closed: msg`Temporarily closed`,
  permanently_closed: msg`Closed for good`,
};

/** The listings the user saved, newest first, each with a way to forget it. */
export function MySaved({ saved }: { saved: readonly SavedListing[] }) {
  if (!saved.length)
    return (
      <p className="text-gray-800">
        <Trans>
          Nothing saved yet. Press “Save to your list” on a facility’s or doctor’s page to keep it here.
        </Trans>
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {saved.map((listing) => (
        <SavedItem key={`${listing.kind}/${listing.id}`} listing={listing} />
      ))}
    </ul>
  );
}

function SavedItem({ listing }: { listing: SavedListing }) {
  const { i18n } = useLingui();
  const note = STATUS_NOTES[listing.status];
  const name = listing.name;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-200 pt-3">
      <span className="flex flex-col">
        <TextLink to={`/${listing.kind}/${listing.id}`}>{listing.name}</TextLink>
        <span className="text-sm text-gray-700">
          {[listing.place, note && i18n._(note)].filter(Boolean).join(' · ')}
        </span>
      </span>
      <RemoveForm fields={{ intent: 'forget-saved', kind: listing.kind, id: listing.id, name: listing.name }}>
        <Trans>
          Remove<span className="sr-only"> {name}</span>
        </Trans>
      </RemoveForm>
    </li>
  );
}
