import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiServer from '~/lib/api.server';

const post = vi.fn();
vi.mock('~/lib/api.server', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiServer>()),
  getServerApiClient: () => ({ post }),
}));

const { correctionAction } = await import('./correction-action.server');
const { english } = await import('~/lib/i18n/in-english');

const facility = { kind: 'facility', id: 'f1' } as const;
const send = (fields: Record<string, string>) =>
  correctionAction(
    new Request('https://carefinder.test/facilities/f1/correction', {
      method: 'POST',
      body: new URLSearchParams(fields),
    }),
    facility,
    { i18n: english, locale: 'en' },
  );

async function outcome(result: unknown) {
  if (result instanceof Response) return { redirect: result.headers.get('location'), status: result.status };
  const { data, init } = result as { data: unknown; init: { status: number } };
  return { data, status: init.status };
}

beforeEach(() => post.mockReset().mockResolvedValue({ data: { received: true } }));

describe('a visitor’s correction, sent without scripts', () => {
  it('sends each kind as the API takes it, then thanks the visitor', async () => {
    const week = Object.fromEntries(
      ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].flatMap((day) => [
        [`${day}.state`, day === 'SUNDAY' ? 'closed' : day === 'SATURDAY' ? 'allDay' : 'open'],
        [`${day}.open`, '08:00'],
        [`${day}.close`, '16:00'],
      ]),
    );
    const cases: [Record<string, string>, object][] = [
      [
        { kind: 'phone', phone: '0803 123 4567', replaces: '+2348000000001' },
        { kind: 'phone', phone: '0803 123 4567', replaces: '+2348000000001' },
      ],
      [{ kind: 'closed' }, { kind: 'closed' }],
      [
        { kind: 'place', address: '', latitude: '6,6018', longitude: '3.3515' },
        { kind: 'place', address: null, latitude: 6.6018, longitude: 3.3515 },
      ],
      [
        { kind: 'readiness', capability: 'oxygen', holds: 'no' },
        { kind: 'readiness', capability: 'oxygen', holds: false },
      ],
      [
        { kind: 'hours', ...week },
        {
          kind: 'hours',
          openingHours: expect.arrayContaining([
            { day: 'MONDAY', open: '08:00:00', close: '16:00:00', isAlwaysOpen: false, isClosed: false },
            expect.objectContaining({ day: 'SATURDAY', isAlwaysOpen: true, isClosed: false }),
            expect.objectContaining({ day: 'SUNDAY', isAlwaysOpen: false, isClosed: true }),
          ]),
        },
      ],
    ];
    for (const [fields, proposal] of cases) {
      post.mockClear();
      const result = await outcome(await send({ ...fields, reason: 'I called them today.' }));
      expect(result).toEqual({ redirect: '/facilities/f1/correction?sent', status: 302 });
      expect(post).toHaveBeenCalledWith(
        '/facilities/f1/corrections',
        { ...proposal, reason: 'I called them today.' },
        expect.anything(),
      );
    }
  });

  it('names what the visitor must mend in the page’s words, keeping what was typed, and asks nothing of the API', async () => {
    const result = await outcome(await send({ kind: 'phone', phone: 'call me', reason: '' }));
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      errors: {
        fieldErrors: {
          reason: 'Say in a few words how you know.',
          phone: 'Enter a phone number, e.g. 0803 123 4567 or +234 803 123 4567.',
        },
      },
      values: { kind: 'phone', phone: 'call me' },
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('puts an error of the week’s hours at the day’s field that sent it', async () => {
    const result = await outcome(
      await send({
        kind: 'hours',
        'MONDAY.state': 'open',
        'MONDAY.open': '',
        'MONDAY.close': '16:00',
        reason: 'The sign on the gate.',
      }),
    );
    expect(result.status).toBe(400);
    expect(Object.keys((result.data as { errors: { fieldErrors: object } }).errors.fieldErrors)).toContain(
      'MONDAY.open',
    );
    expect(post).not.toHaveBeenCalled();
  });
});
