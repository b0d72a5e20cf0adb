import type { UserRole } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { makeFacility } from './directory-factories.ts';
import { addMembership, createUser, signIn } from './factories.ts';

type App = Parameters<typeof signIn>[0];

/** Accounts of a role, signed in, and facilities with a FACILITY_ADMIN who manages them, on one test app. */
export function ownerFactories(app: App, db: Database) {
  const signedIn = async (role: UserRole = 'USER') => {
    const user = await createUser(db, { role });
    return { user, token: (await signIn(app, user)).access_token };
  };
  /** A facility and a FACILITY_ADMIN who manages it. */
  const managedFacility = async () => {
    const facility = await makeFacility(db, {
      name: `Owner Clinic ${Math.random().toString(36).slice(2, 7)}`,
    });
    const owner = await signedIn('FACILITY_ADMIN');
    await addMembership(db, owner.user.id, facility.id);
    return { facility, owner };
  };
  return { signedIn, managedFacility };
}
