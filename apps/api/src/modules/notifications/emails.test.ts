import { describe, expect, it } from 'vitest';
import { adminDigestEmail, teamDigestEmail, type NewClaim } from './emails.ts';

const publicUrl = 'https://carefinder.test';
// 00:05 on 4 March in Lagos (UTC+1).
const createdAt = new Date('2026-03-03T23:05:00Z');

const facilityClaim: NewClaim = {
  facilityName: 'Ikeja Family Clinic',
  providerName: null,
  claimantName: 'Funke Bakare',
  createdAt,
};
const profileClaim: NewClaim = { ...facilityClaim, facilityName: null, providerName: 'Dr Chiamaka Eze' };
const proposal: NewClaim = { ...facilityClaim, facilityName: null };
const report = {
  listingName: 'Ikeja Family Clinic',
  reporterName: 'Ngozi Okafor',
  reason: 'Insults the nurses',
  createdAt,
};
const request = { providerName: 'Dr Chiamaka Eze', createdAt };
const review = { authorName: 'Amaka U.', rating: 4, comment: 'Calm midwives.', createdAt };

describe('the ADMINs’ mail', () => {
  it.each([
    [{ claims: [facilityClaim], reports: [] }, 'CareFinder: 1 new claim'],
    [
      { claims: [facilityClaim, profileClaim], reports: [report] },
      'CareFinder: 2 new claims and 1 reported review',
    ],
    [
      { claims: [facilityClaim, proposal, proposal], reports: [report, report] },
      'CareFinder: 1 new claim, 2 new profiles and 2 reported reviews',
    ],
    [{ claims: [], reports: [report] }, 'CareFinder: 1 reported review'],
  ])('counts each kind of news in the subject (%#)', (news, subject) => {
    expect(adminDigestEmail('admin@example.ng', news, publicUrl).subject).toBe(subject);
  });

  it('lists each item on one line, in Nigerian time, with where to act on it', () => {
    const mail = adminDigestEmail(
      'admin@example.ng',
      { claims: [facilityClaim, profileClaim, proposal], reports: [report] },
      publicUrl,
    );
    expect(mail.to).toBe('admin@example.ng');
    expect(mail.link).toBe('https://carefinder.test/admin/claims');
    const lines = mail.text.split('\n');
    expect(lines).toContain('- Ikeja Family Clinic (facility), asked by Funke Bakare, 4 Mar 2026, 00:05');
    expect(lines).toContain("- Dr Chiamaka Eze (doctor's profile), asked by Funke Bakare, 4 Mar 2026, 00:05");
    expect(lines).toContain("- Funke Bakare proposes a new doctor's profile, 4 Mar 2026, 00:05");
    expect(lines).toContain(
      '- A review of Ikeja Family Clinic, reported by Ngozi Okafor: "Insults the nurses", 4 Mar 2026, 00:05',
    );
    expect(lines).toContain(
      'Approve or reject them in the back office: https://carefinder.test/admin/claims',
    );
    expect(lines).toContain(
      'Keep or hide the reviews in the back office: https://carefinder.test/admin/reviews',
    );
    expect(lines.at(-1)).toBe('CareFinder');
  });

  it('links to the reviews when only reviews were reported', () => {
    const mail = adminDigestEmail('admin@example.ng', { claims: [], reports: [report] }, publicUrl);
    expect(mail.link).toBe('https://carefinder.test/admin/reviews');
    expect(mail.text).not.toContain('/admin/claims');
  });

  it('shows twenty lines of a kind and counts the rest', () => {
    const claims = Array.from({ length: 23 }, (_, index) => ({
      ...facilityClaim,
      claimantName: `Claimant ${index + 1}`,
    }));
    const mail = adminDigestEmail('admin@example.ng', { claims, reports: [] }, publicUrl);
    expect(mail.subject).toBe('CareFinder: 23 new claims');
    expect(mail.text).toContain('asked by Claimant 20,');
    expect(mail.text).not.toContain('asked by Claimant 21,');
    expect(mail.text).toContain('\n- and 3 more\n');
  });
});

describe('a facility team’s mail', () => {
  const member = { email: 'team@example.ng', language: 'en' as const };

  it.each([
    [[request], [], 'Lekki Women Hospital on CareFinder: 1 doctor asking to be listed'],
    [
      [request, request],
      [review],
      'Lekki Women Hospital on CareFinder: 2 doctors asking to be listed and 1 new review',
    ],
    [[], [review, review], 'Lekki Women Hospital on CareFinder: 2 new reviews'],
  ])('counts the requests and reviews in the subject (%#)', async (requests, reviews, subject) => {
    const news = { facilityName: 'Lekki  Women\nHospital', requests, reviews };
    expect((await teamDigestEmail(member, news, publicUrl)).subject).toBe(subject);
  });

  it('shortens a long review to one line and links to the facility dashboard', async () => {
    const comment = `Calm midwives.\n${'Clean wards. '.repeat(20)}`;
    const mail = await teamDigestEmail(
      member,
      { facilityName: 'Lekki Women Hospital', requests: [request], reviews: [{ ...review, comment }] },
      publicUrl,
    );
    expect(mail.link).toBe('https://carefinder.test/facility/dashboard');
    const lines = mail.text.split('\n');
    expect(lines).toContain('- Dr Chiamaka Eze, 4 Mar 2026, 00:05');
    const reviewLine = lines.find((line) => line.startsWith('- Amaka U. gave 4 of 5: "Calm midwives. Clean'));
    expect(reviewLine).toMatch(/…", 4 Mar 2026, 00:05$/);
    expect(reviewLine!.length).toBeLessThan(130);
    expect(lines).toContain(
      'Answer them on your facility dashboard: https://carefinder.test/facility/dashboard',
    );
  });

  it('is in the member’s language: the counts, the times in Nigeria and what is left out', async () => {
    const requests = Array.from({ length: 21 }, () => request);
    const mail = await teamDigestEmail(
      { email: 'team@example.ng', language: 'ha' },
      { facilityName: 'Lekki Women Hospital', requests, reviews: [review] },
      publicUrl,
    );
    expect(mail.subject).toBe(
      'Lekki Women Hospital a CareFinder: likitoci 21 suna neman a saka su a jeri da sabon sharhi 1',
    );
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Sannu,');
    // The date as the language writes it (CLDR's Hausa: "4 Mar, 2026"), the time in Nigeria.
    expect(lines).toContainEqual(expect.stringMatching(/^- Dr Chiamaka Eze, 4 .*2026, 00:05$/));
    expect(lines).toContain('- da ƙarin 1');
    expect(lines).toContainEqual(
      expect.stringMatching(/^- Ƙima daga Amaka U\.: 4 cikin 5, "Calm midwives\.", 4 .*2026, 00:05$/),
    );
  });

  it('joins the counts in Yoruba with a space after "àti"', async () => {
    const mail = await teamDigestEmail(
      { email: 'team@example.ng', language: 'yo' },
      { facilityName: 'Lekki Women Hospital', requests: [request], reviews: [review] },
      publicUrl,
    );
    expect(mail.subject).toContain(' àti àtúnyẹ̀wò tuntun 1');
  });
});
