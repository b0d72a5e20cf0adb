import { ListPerSlot } from './list-per-slot.ts';

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD day as whole days since 1970-01-01: confirmation days compare as numbers. */
export const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** What a search asks of readiness, as the column compares it. */
export interface ReadinessFilter {
  capabilityIds: readonly number[];
  /** The earliest confirmation day still current, as a day number. */
  sinceDay: number;
}

/** Each facility's readiness, one list a slot: its capabilities, and the day each was last confirmed. */
export class ReadinessColumn {
  private readonly capabilityIds = new ListPerSlot(Int32Array);
  private readonly confirmedDays = new ListPerSlot(Int32Array);

  push(readiness: readonly { capabilityId: number; confirmedAt: string }[] | null): void {
    const facts = readiness ?? [];
    this.capabilityIds.push(facts.map((fact) => fact.capabilityId));
    this.confirmedDays.push(facts.map((fact) => dayNumber(fact.confirmedAt)));
  }

  /** Whether the slot's readiness holds every capability asked for, each confirmed on or after the day. */
  holds(slot: number, { capabilityIds, sinceDay }: ReadinessFilter): boolean {
    const held = this.capabilityIds.values.array;
    const days = this.confirmedDays.values.array;
    const start = this.capabilityIds.start(slot);
    const end = this.capabilityIds.end(slot);
    for (const id of capabilityIds) {
      let current = false;
      for (let at = start; at < end; at++) {
        if (held[at] === id) {
          current = (days[at] as number) >= sinceDay;
          break;
        }
      }
      if (!current) return false;
    }
    return true;
  }

  get bytes(): number {
    return this.capabilityIds.bytes + this.confirmedDays.bytes;
  }
}
