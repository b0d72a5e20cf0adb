import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ListingStatus } from '@carefinder/contracts';

const NOTICES: Record<
  'facility' | 'provider',
  Record<Exclude<ListingStatus, 'active'>, MessageDescriptor>
> = {
  facility: {
    temporarily_closed: msg`This facility is temporarily closed.`,
    permanently_closed: msg`This facility has closed permanently.`,
  },
  provider: {
    temporarily_closed: msg`This doctor is not seeing patients for now.`,
    permanently_closed: msg`This doctor no longer practises here: the profile is closed.`,
  },
};

/** A closed listing keeps its page (it leaves search), with this notice at the top. */
export function ListingStatusNotice({
  listing,
  status,
}: {
  listing: 'facility' | 'provider';
  status: ListingStatus | undefined;
}) {
  const { i18n } = useLingui();
  if (status === undefined || status === 'active') return null;
  return (
    <p role="note" className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-950">
      {i18n._(NOTICES[listing][status])}
    </p>
  );
}
