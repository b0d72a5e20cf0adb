import type { ListingCorrection } from '@carefinder/contracts';
import { formatPhoneNumber } from '~/lib/format/phone';

const clock = (time: string | undefined) => (time ?? '').slice(0, 5);
const dayName = (day: string) => day.charAt(0) + day.slice(1, 3).toLowerCase();

/**
 * What a visitor's correction proposes, in the back office's words, a line each: "Phone: 0803 123 4567 in
 * place of 0802 000 0002", "Closed for good", "Mon 08:00–16:00; Sun closed"…
 */
export function correctionLines(correction: Pick<ListingCorrection, 'proposal' | 'listing'>): string[] {
  const { proposal } = correction;
  switch (proposal.kind) {
    case 'phone':
      return [
        `Phone: ${formatPhoneNumber(proposal.phone)}` +
          (proposal.replaces ? ` in place of ${formatPhoneNumber(proposal.replaces)}` : ', added first'),
      ];
    case 'hours':
      return [
        'Opening hours: ' +
          proposal.openingHours
            .map((entry) =>
              entry.isClosed
                ? `${dayName(entry.day)} closed`
                : entry.isAlwaysOpen
                  ? `${dayName(entry.day)} open 24 hours`
                  : `${dayName(entry.day)} ${clock(entry.open)}–${clock(entry.close)}`,
            )
            .join('; '),
      ];
    case 'closed':
      return [
        correction.listing.kind === 'facility' ? 'Closed for good' : 'The doctor has stopped practising',
      ];
    case 'place':
      return [
        ...(proposal.address ? [`Address: ${proposal.address}`] : []),
        ...(proposal.latitude !== null ? [`Position: ${proposal.latitude}, ${proposal.longitude}`] : []),
      ];
    case 'readiness':
      return [
        `${proposal.holds ? 'Can do now' : 'Cannot do now'}: ${proposal.capability.replaceAll('-', ' ')}`,
      ];
  }
}
