/** A person's name as the back office shows it: first and last, whichever they gave. */
export const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
