import { describe, expect, it } from 'vitest';
import { addDays, dayInNigeria } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeProvider, makeReview, makeReviewer } from '../../testing/directory-factories.ts';
import { addMembership, createUser } from '../../testing/factories.ts';
import { startSmtpSink, type ReceivedMail } from '../../testing/smtp-sink.ts';
import { createTestApp } from '../../testing/test-app.ts';

const refused = new Set<string>();
const sink = await startSmtpSink({ refuses: (address) => refused.has(address) });
let clock = new Date();
const env = { SMTP_URL: sink.url, PUBLIC_URL: 'https://carefinder.test' };
const { app, db, database } = await createTestApp({ env, now: () => clock });
/** A second API process on the same database, which sweeps too. */
const { app: secondProcess } = await createTestApp({
  database,
  env: { ...env, SEARCH_INDEX: 'database' },
  now: () => clock,
});

/** Moves the app's clock on; rows made afterwards are dated by it. */
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

/** The mails one sweep sends. */
async function sweep(): Promise<ReceivedMail[]> {
  const since = sink.received.length;
  await app.notifications.sweep();
  return sink.received.slice(since);
}

const to = (mails: readonly ReceivedMail[], address: string) =>
  mails.filter((mail) => mail.to.includes(address));

const admins = [await createUser(db, { role: 'ADMIN' }), await createUser(db, { role: 'ADMIN' })];
const disabledAdmin = await createUser(db, { role: 'ADMIN', disabled: true });

async function makeClaim(facilityId: string, claimant = 'Tunde', createdAt = clock) {
  const user = await makeReviewer(db, { firstName: claimant, lastName: 'Bakare' });
  await db.insert(schema.listingClaims).values({
    userId: user.id,
    facilityId,
    role: 'Medical director',
    message: 'Call the front desk.',
    createdAt,
  });
}

/** A doctor whom no profile names asks to be listed (POST /api/providers/claims). */
async function makeProposal(claimant: string, createdAt = clock) {
  const user = await makeReviewer(db, { firstName: claimant, lastName: 'Garba' });
  await db.insert(schema.listingClaims).values({
    userId: user.id,
    proposedProfile: {
      title: 'Dr',
      firstName: claimant,
      lastName: 'Garba',
      specialties: [{ slug: 'paediatrics' }],
      registrationNumber: null,
      place: {},
    },
    role: 'The doctor',
    message: 'My MDCN folio is 54321.',
    createdAt,
  });
}

async function makeReport(facilityId: string, createdAt = clock) {
  const review = await makeReview(db, { facilityId, createdAt: new Date(createdAt.getTime() - 86_400_000) });
  const reporter = await makeReviewer(db, { firstName: 'Ngozi', lastName: 'Okafor' });
  await db
    .insert(schema.reviewReports)
    .values({ reviewId: review.id, reporterId: reporter.id, reason: 'Insults the nurses', createdAt });
}

async function makeAffiliationRequest(facilityId: string, lastName: string, createdAt = clock) {
  const provider = await makeProvider(db, { firstName: 'Chiamaka', lastName });
  await db.insert(schema.affiliationRequests).values({ providerId: provider.id, facilityId, createdAt });
}

/** A facility and its team: two active members and a disabled one. */
async function teamFacility(name: string) {
  const facility = await makeFacility(db, { name });
  const members = [
    await createUser(db, { role: 'FACILITY_ADMIN' }),
    await createUser(db, { role: 'FACILITY_ADMIN' }),
  ];
  const disabledMember = await createUser(db, { role: 'FACILITY_ADMIN', disabled: true });
  for (const member of [...members, disabledMember]) await addMembership(db, member.id, facility.id);
  return { facility, members, disabledMember };
}

// The tests run in order over one database: each starts over an hour after the previous one's mail.
describe('batched e-mails about what needs someone', () => {
  it('mails nothing about what was there before the first sweep', async () => {
    const { facility } = await teamFacility('Old News Clinic');
    const yesterday = new Date(clock.getTime() - 86_400_000);
    await makeClaim(facility.id, 'Tunde', yesterday);
    await makeReport(facility.id, yesterday);
    await makeAffiliationRequest(facility.id, 'Old', yesterday);
    await makeReview(db, { facilityId: facility.id, createdAt: yesterday });

    expect(await sweep()).toEqual([]);
    later(90);
    expect(await sweep()).toEqual([]);
  });

  it('sends each active ADMIN one mail with the new claims and reported reviews, none to a disabled one', async () => {
    const facility = await makeFacility(db, { name: 'Ikeja Family Clinic' });
    later(1);
    await makeClaim(facility.id, 'Funke');
    await makeReport(facility.id);
    // What is less than a minute old waits for the next sweep: its transaction may not have committed yet.
    expect(await sweep()).toEqual([]);
    later(5);

    const mails = await sweep();

    expect(to(mails, disabledAdmin.email)).toEqual([]);
    for (const admin of admins) {
      const [mail, ...more] = to(mails, admin.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('CareFinder: 1 new claim and 1 reported review');
      expect(mail?.text).toContain('- Ikeja Family Clinic (facility), asked by Funke Bakare, ');
      expect(mail?.text).toContain(
        '- A review of Ikeja Family Clinic, reported by Ngozi Okafor: "Insults the nurses", ',
      );
      expect(mail?.text).toContain('https://carefinder.test/admin/claims');
      expect(mail?.text).toContain('https://carefinder.test/admin/reviews');
    }
    expect(mails).toHaveLength(admins.length);
  });

  it('holds what comes within the hour after a mail, then sends it all in one', async () => {
    const facility = await makeFacility(db, { name: 'Surulere Eye Centre' });
    later(10);
    await makeClaim(facility.id, 'Kemi');
    expect(await sweep()).toEqual([]);
    later(20);
    await makeClaim(facility.id, 'Ifeanyi');
    await makeProposal('Halima');
    expect(await sweep()).toEqual([]);
    // The last mail went 59 minutes ago.
    later(29);
    expect(await sweep()).toEqual([]);

    later(1);
    const mails = await sweep();

    expect(mails).toHaveLength(admins.length);
    const [mail] = to(mails, admins[0]!.email);
    expect(mail?.subject).toBe('CareFinder: 2 new claims and 1 new profile');
    expect(mail?.text).toContain("- Halima Garba proposes a new doctor's profile, ");
    expect(mail?.text).toContain('asked by Kemi Bakare');
    expect(mail?.text).toContain('asked by Ifeanyi Bakare');
    expect(mail?.text).not.toContain('Funke');
    expect(mail?.text).not.toContain('reported review');
  });

  it("tells each facility's active team about doctors asking to be listed there and its new reviews", async () => {
    later(61);
    const lekki = await teamFacility('Lekki Women Hospital');
    const yaba = await teamFacility('Yaba Dental');
    const quiet = await teamFacility('Quiet Hill Clinic');
    later(1);
    await makeAffiliationRequest(lekki.facility.id, 'Nwosu');
    await makeReview(db, {
      facilityId: lekki.facility.id,
      authorId: (await makeReviewer(db, { firstName: 'Amaka', lastName: 'Udo' })).id,
      rating: 5,
      comment: 'Calm midwives,\nclean wards.',
      createdAt: clock,
    });
    await makeReview(db, { facilityId: yaba.facility.id, rating: 2, createdAt: clock });
    later(5);

    const mails = await sweep();

    for (const member of lekki.members) {
      const [mail, ...more] = to(mails, member.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(
        'Lekki Women Hospital on CareFinder: 1 doctor asking to be listed and 1 new review',
      );
      expect(mail?.text).toContain('- Dr Chiamaka Nwosu, ');
      expect(mail?.text).toContain('- Amaka U. gave 5 of 5: "Calm midwives, clean wards.", ');
      expect(mail?.text).toContain('https://carefinder.test/facility/dashboard');
    }
    for (const member of yaba.members) {
      const [mail, ...more] = to(mails, member.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Yaba Dental on CareFinder: 1 new review');
      expect(mail?.text).toContain('gave 2 of 5');
      expect(mail?.text).not.toContain('Amaka');
    }
    // Not the disabled members, nor the team of a facility with nothing new.
    expect(mails).toHaveLength(lekki.members.length + yaba.members.length);
    expect(to(mails, lekki.disabledMember.email)).toEqual([]);
    for (const member of quiet.members) expect(to(mails, member.email)).toEqual([]);
  });

  it('keeps the news of a recipient whose mail was refused for the next sweep, and mails the others', async () => {
    later(61);
    const facility = await makeFacility(db, { name: 'Ajah Medical Centre' });
    const team = await teamFacility('Ibadan Children Clinic');
    for (const admin of admins) refused.add(admin.email);
    later(1);
    await makeClaim(facility.id, 'Sola');
    await makeReview(db, { facilityId: team.facility.id, createdAt: clock });
    later(5);

    const refusedSweep = await sweep();

    expect(refusedSweep.map((mail) => mail.to).sort()).toEqual(
      team.members.map((member) => [member.email]).sort(),
    );

    refused.clear();
    later(5);
    const retry = await sweep();

    expect(retry).toHaveLength(admins.length);
    for (const admin of admins) {
      const [mail] = to(retry, admin.email);
      expect(mail?.subject).toBe('CareFinder: 1 new claim');
      expect(mail?.text).toContain('- Ajah Medical Centre (facility), asked by Sola Bakare, ');
    }
  });

  it('sends each mail once when two processes sweep at the same time', async () => {
    later(61);
    const facility = await makeFacility(db, { name: 'Wuse General Hospital' });
    later(1);
    await makeClaim(facility.id, 'Musa');
    later(5);
    const since = sink.received.length;

    await Promise.all([app.notifications.sweep(), secondProcess.notifications.sweep()]);

    expect(
      sink.received
        .slice(since)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(admins.map((admin) => [admin.email]).sort());
  });

  it('writes to each member of a team in their account’s language', async () => {
    later(61);
    const facility = await makeFacility(db, { name: 'Kano Eye Hospital' });
    const inHausa = await createUser(db, { role: 'FACILITY_ADMIN', language: 'ha' });
    const inEnglish = await createUser(db, { role: 'FACILITY_ADMIN' });
    for (const member of [inHausa, inEnglish]) await addMembership(db, member.id, facility.id);
    later(1);
    await makeAffiliationRequest(facility.id, 'Bello');
    await makeReview(db, { facilityId: facility.id, rating: 4, createdAt: clock });
    later(5);

    const mails = await sweep();

    const [hausa, ...moreHausa] = to(mails, inHausa.email);
    expect(moreHausa).toEqual([]);
    expect(hausa?.subject).toBe(
      'Kano Eye Hospital a CareFinder: likita 1 yana neman a saka shi a jeri da sabon sharhi 1',
    );
    expect(hausa?.text).toContain('Sababbin abubuwa na Kano Eye Hospital a CareFinder (lokacin Najeriya):');
    // The facility dashboard, in the back office, is English only.
    expect(hausa?.text).toContain(': https://carefinder.test/facility/dashboard');
    const [english] = to(mails, inEnglish.email);
    expect(english?.subject).toBe(
      'Kano Eye Hospital on CareFinder: 1 doctor asking to be listed and 1 new review',
    );
  });
});

describe('readiness to confirm', () => {
  it('asks a facility’s team once one of its facts is 60 days old, in their language, then not for 60 days', async () => {
    const today = dayInNigeria(clock);
    const facility = await makeFacility(db, {
      name: 'Reminder General Hospital',
      readiness: [
        { capability: 'oxygen', confirmedAt: addDays(today, -59) },
        { capability: 'icu', confirmedAt: addDays(today, -95) },
      ],
    });
    const inEnglish = await createUser(db, { role: 'FACILITY_ADMIN' });
    const inPidgin = await createUser(db, { role: 'FACILITY_ADMIN', language: 'pcm' });
    await addMembership(db, inEnglish.id, facility.id);
    await addMembership(db, inPidgin.id, facility.id);

    const [mail, ...more] = to(await sweep(), inEnglish.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Reminder General Hospital: is it still true?');
    expect(mail?.text).toMatch(
      /- icu: not confirmed since .+, no longer trusted by search\n- oxygen: last confirmed /,
    );
    expect(mail?.text).toContain('https://carefinder.test/facility/dashboard#readiness');
    expect(
      sink.received
        .filter((received) => received.to.includes(inPidgin.email))
        .map((received) => received.subject),
    ).toEqual(['Reminder General Hospital: e still true?']);

    later(24 * 60);
    expect(to(await sweep(), inEnglish.email)).toEqual([]);
    later(59 * 24 * 60);
    expect(to(await sweep(), inEnglish.email)).toHaveLength(1);
  });

  it('asks nobody whose facts are younger than 60 days, nor a facility without a team', async () => {
    const today = dayInNigeria(clock);
    const fresh = await makeFacility(db, {
      readiness: [{ capability: 'oxygen', confirmedAt: addDays(today, -30) }],
    });
    const member = await createUser(db, { role: 'FACILITY_ADMIN' });
    await addMembership(db, member.id, fresh.id);
    await makeFacility(db, { readiness: [{ capability: 'oxygen', confirmedAt: addDays(today, -80) }] });
    expect(to(await sweep(), member.email)).toEqual([]);
  });
});
