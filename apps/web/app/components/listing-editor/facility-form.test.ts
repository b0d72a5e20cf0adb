import { describe, expect, it } from 'vitest';
import type { FacilityDetail } from '@carefinder/contracts';
import { errorsOnFields } from '~/components/listing-editor/listing-form';
import { completeOpeningHours } from '~/components/listing-editor/week-hours';
import { facilityForm, type FacilityValues } from './facility-form';
import { readinessBody } from './readiness-values';

const {
  body: facilityBody,
  fieldOrder: FACILITY_FIELD_ORDER,
  valuesFrom: facilityValuesFrom,
  valuesOf: facilityValuesOf,
} = facilityForm('every');

const facility = {
  id: 'f1',
  name: 'Ikeja Family Hospital',
  keywords: '',
  facilityType: { slug: 'general-hospital', name: 'General hospital' },
  ownership: 'private',
  ownershipDetail: null,
  level: 'secondary',
  nhfrUid: null,
  nhfrCode: null,
  place: {
    state: { alias: 'lagos', name: 'Lagos' },
    lga: { slug: 'ikeja', name: 'Ikeja' },
    ward: 'Alausa',
    address: '12 Obafemi Awolowo Way',
    latitude: 6.6018,
    longitude: 3.3515,
  },
  phones: ['+2348031234567'],
  email: null,
  website: null,
  description: 'A general hospital.\n\nWalk-ins are welcome.',
  languages: ['English', 'Yoruba'],
  openingHours: [
    { day: 'MONDAY', open: '08:00:00', close: '17:00:00', isAlwaysOpen: false, isClosed: false },
    { day: 'FRIDAY', open: '20:00:00', close: '06:00:00', isAlwaysOpen: false, isClosed: false },
    { day: 'SATURDAY', open: '00:00:00', close: '00:00:00', isAlwaysOpen: true, isClosed: false },
    { day: 'SUNDAY', open: '00:00:00', close: '00:00:00', isAlwaysOpen: false, isClosed: true },
  ],
  hoursExceptions: [
    { from: '2026-12-25', to: '2026-12-26', isClosed: true, open: null, close: null, reason: 'Christmas' },
    {
      from: '2026-12-31',
      to: '2026-12-31',
      isClosed: false,
      open: '08:00:00',
      close: '12:00:00',
      reason: '',
    },
  ],
  openingStatus: null,
  services: [{ slug: 'antenatal-care', name: 'Antenatal care' }],
  specialties: [],
  insurance: [],
  awards: [],
  readiness: [
    {
      capability: { slug: 'oxygen', name: 'Oxygen' },
      confirmedAt: '2026-11-02',
      source: 'Call with the matron',
      confirmedBy: 'facility',
      current: true,
    },
  ],
  photos: [],
  providers: [],
  averageRating: null,
  reviewsCount: 0,
  lastVerifiedAt: '2026-10-01T10:00:00.000Z',
  status: 'active',
  managed: false,
  isDemo: false,
  provenance: null,
  updatedAt: '2026-10-01T10:00:00.000Z',
  updatedByFacilityAt: null,
} satisfies FacilityDetail;

/** The form as the browser posts it for these values (input names are the field ids). */
function posted(values: FacilityValues): FormData {
  const form = new FormData();
  const { hours, hoursExceptions, phones, services, specialties, insurance, awards, readiness, ...fields } =
    values;
  const renamed: Record<string, string> = {
    state: 'place.state',
    lga: 'place.lga',
    ward: 'place.ward',
    address: 'place.address',
    latitude: 'place.latitude',
    longitude: 'place.longitude',
  };
  for (const [name, value] of Object.entries(fields)) form.append(renamed[name] ?? name, value);
  for (const [day, entry] of Object.entries(hours)) {
    form.append(`openingHours.${day}.mode`, entry.mode);
    if (entry.mode === 'hours') {
      form.append(`openingHours.${day}.open`, entry.open);
      form.append(`openingHours.${day}.close`, entry.close);
    }
  }
  hoursExceptions.forEach((exception, row) => {
    for (const [part, value] of Object.entries(exception))
      form.append(`hoursExceptions.${row}.${part}`, String(value));
  });
  // The empty row for a new exception, as the form posts it.
  for (const part of ['from', 'to', 'open', 'close', 'reason'])
    form.append(`hoursExceptions.${hoursExceptions.length}.${part}`, '');
  form.append(`hoursExceptions.${hoursExceptions.length}.isClosed`, 'true');
  for (const phone of phones) form.append('phones', phone);
  for (const [name, slugs] of Object.entries({ services, specialties, insurance, awards }))
    for (const slug of slugs) form.append(name, slug);
  for (const { capability, confirmedAt, source } of readiness) {
    form.append('readiness', capability);
    form.append(`readiness.${capability}.confirmedAt`, confirmedAt);
    form.append(`readiness.${capability}.source`, source);
  }
  return form;
}

describe('the facility editor’s values', () => {
  it('send back what was read, unchanged: a GET, then a save, changes nothing', () => {
    const { body } = facilityBody(facilityValuesFrom(posted(facilityValuesOf(facility))));
    expect(body).toEqual({
      name: 'Ikeja Family Hospital',
      keywords: '',
      facilityType: { slug: 'general-hospital' },
      ownership: 'private',
      ownershipDetail: '',
      level: 'secondary',
      place: {
        state: { alias: 'lagos' },
        lga: { slug: 'ikeja' },
        ward: 'Alausa',
        address: '12 Obafemi Awolowo Way',
        latitude: 6.6018,
        longitude: 3.3515,
      },
      phones: ['+2348031234567'],
      email: '',
      website: '',
      description: 'A general hospital.\n\nWalk-ins are welcome.',
      languages: ['English', 'Yoruba'],
      openingHours: [
        { day: 'MONDAY', isAlwaysOpen: false, isClosed: false, open: '08:00:00', close: '17:00:00' },
        { day: 'FRIDAY', isAlwaysOpen: false, isClosed: false, open: '20:00:00', close: '06:00:00' },
        { day: 'SATURDAY', isAlwaysOpen: true, isClosed: false },
        { day: 'SUNDAY', isAlwaysOpen: false, isClosed: true },
      ],
      hoursExceptions: [
        { from: '2026-12-25', to: '2026-12-26', isClosed: true, reason: 'Christmas' },
        {
          from: '2026-12-31',
          to: '2026-12-31',
          isClosed: false,
          open: '08:00:00',
          close: '12:00:00',
          reason: '',
        },
      ],
      services: [{ slug: 'antenatal-care' }],
      specialties: [],
      insurance: [],
      awards: [],
      readiness: [
        { capability: { slug: 'oxygen' }, confirmedAt: '2026-11-02', source: 'Call with the matron' },
      ],
      status: 'active',
      // The day shown is the day in Nigeria; unchanged, the instant read is sent back as it was.
      lastVerifiedAt: '2026-10-01T10:00:00.000Z',
    });
  });

  it.each([
    ['', null],
    ['6.45', 6.45],
    [' -0.5 ', -0.5],
    ['6,45', '6,45'],
  ])(
    'sends the coordinate %j as %j (text that is no number goes as typed, for the API to name)',
    (typed, sent) => {
      const values = { ...facilityValuesOf(null), latitude: typed };
      expect((facilityBody(values).body.place as { latitude: unknown }).latitude).toEqual(sent);
    },
  );

  it('sends a changed day verified as the start of that day in Nigeria, and none as null', () => {
    const values = facilityValuesOf(facility);
    expect(facilityBody({ ...values, lastVerified: '2026-11-20' }).body.lastVerifiedAt).toBe(
      '2026-11-20T00:00:00+01:00',
    );
    expect(facilityBody({ ...values, lastVerified: '' }).body.lastVerifiedAt).toBeNull();
  });

  it('dates a capability ticked without a day, and every one on "Still true today", today in Nigeria', () => {
    const form = posted(facilityValuesOf(facility));
    form.append('readiness', 'icu');
    const values = facilityValuesFrom(form);
    const lateEvening = new Date('2026-11-30T23:30:00Z');
    expect(readinessBody(values, lateEvening).readiness).toEqual([
      { capability: { slug: 'oxygen' }, confirmedAt: '2026-11-02', source: 'Call with the matron' },
      { capability: { slug: 'icu' }, confirmedAt: '2026-12-01', source: '' },
    ]);
    form.append('confirmAll', '');
    expect(
      readinessBody(facilityValuesFrom(form), lateEvening).readiness.map((fact) => fact.confirmedAt),
    ).toEqual(['2026-12-01', '2026-12-01']);
  });

  it('adds the new row’s days, a single day when the last is left empty, and drops a row marked to remove', () => {
    const form = posted(facilityValuesOf(facility));
    form.append('hoursExceptions.0.remove', 'on');
    form.set('hoursExceptions.2.from', '2027-01-01');
    form.set('hoursExceptions.2.reason', 'New Year');
    expect(facilityBody(facilityValuesFrom(form)).body.hoursExceptions).toEqual([
      {
        from: '2026-12-31',
        to: '2026-12-31',
        isClosed: false,
        open: '08:00:00',
        close: '12:00:00',
        reason: '',
      },
      { from: '2027-01-01', to: '2027-01-01', isClosed: true, reason: 'New Year' },
    ]);
  });

  it('leaves an LGA out without a state, and a day with a missing time without it, for the API to name', () => {
    const values = facilityValuesOf(null);
    const { body } = facilityBody({
      ...values,
      lga: 'ikeja',
      hours: { ...values.hours, TUESDAY: { mode: 'hours', open: '09:00', close: '' } },
    });
    expect(body.place).toMatchObject({ state: null, lga: null });
    expect(body.openingHours).toEqual([
      { day: 'TUESDAY', isAlwaysOpen: false, isClosed: false, open: '09:00:00' },
    ]);
    expect(completeOpeningHours(values.hours)).toEqual([]);
  });
});

describe('the API’s errors on the facility editor', () => {
  it('land on the fields they name, in the order of the form', () => {
    const values: FacilityValues = {
      ...facilityValuesOf(null),
      readiness: [{ capability: 'oxygen', confirmedAt: '2026-12-01', source: '' }],
      phones: ['0803 123 4567', '', 'call me'],
      hours: {
        ...facilityValuesOf(null).hours,
        MONDAY: { mode: 'hours', open: '08:00', close: '17:00' },
        WEDNESDAY: { mode: 'hours', open: '08:00', close: '' },
      },
    };
    const { fieldOf } = facilityBody(values);
    const errors = errorsOnFields(
      {
        fieldErrors: {
          'services.0.slug': 'No service has the slug x.',
          'readiness.0.confirmedAt': 'A capability cannot be confirmed after today (2026-11-30).',
          'openingHours.1.close': 'Enter the closing time as HH:mm:ss, e.g. 08:00:00.',
          'phones.1': 'Enter a phone number.',
          'place.lga.slug': 'No LGA of Lagos has the slug x.',
          name: 'Enter the name.',
        },
      },
      fieldOf,
      FACILITY_FIELD_ORDER,
    );
    expect(Object.entries(errors.fieldErrors)).toEqual([
      ['name', 'Enter the name.'],
      ['place.lga', 'No LGA of Lagos has the slug x.'],
      // The second phone sent is the third box: the empty second box is not sent.
      ['phones.2', 'Enter a phone number.'],
      // The second day sent is Wednesday.
      ['openingHours.WEDNESDAY.close', 'Enter the closing time as HH:mm:ss, e.g. 08:00:00.'],
      ['services', 'No service has the slug x.'],
      ['readiness.oxygen.confirmedAt', 'A capability cannot be confirmed after today (2026-11-30).'],
    ]);
  });
});
