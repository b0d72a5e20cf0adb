/**
 * `npm run bench:ussd`: USSD steps as Africa's Talking's gateway posts them, at 50 concurrent sessions, on
 * PostgreSQL holding the search benchmark's directory (50,000 facilities, 100,000 providers), against issue
 * 35's goal: a step answers with p95 ≤ 150 ms, uncached (gateways drop a session that waits a few seconds).
 *
 * Each session is a caller's whole walk, each step its own request with every answer so far (the menu replays
 * them): a language, the need, a state typed or picked from pages, an LGA or a town, the listings (searched
 * nearest the place, open now, else opening next), and the emergency numbers. Every request comes from a
 * number of its own, as 50 callers' would. The answers to search are not cached (SEARCH_CACHE_SECONDS=0),
 * and the menu keeps none. BENCH_USSD_SECONDS sets the measured run's length (default 20).
 */
import { startApiServer, searchIndexBuilt } from './support/api.ts';
import { driveRequests, type LoadResult } from './support/load.ts';
import { POSTGRES_URL, SIZE } from './support/search-mix.ts';
import { seededPostgres } from './support/seeded-databases.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_USSD_SECONDS ?? 20);
const GOAL_P95_MS = 150;
const SERVICE_CODE = '*384*123#';

/** Whole sessions, each as the answers of its last step: every step before it is sent too. */
const SESSIONS = [
  '1*1*3*lagos*ikeja',
  '1*1*1*ibadan',
  '2*1*3*kano*9*1',
  '3*1*7*eko*surulere',
  '4*1*2*enugu*9',
  '5*1*4*abuja*garki',
  '1*1*6*rivers*port harcourt',
  '1*1*5*9*9*3*1',
  '2*2*kano',
  '1*2*lagos*9',
  '3*1*3*oyo*ogbomosho',
  '1*1*1*kaduna*zaria*9',
];

/** Every step of every session: its first screen, then one more answer at a time. */
const STEPS = SESSIONS.flatMap((session) => {
  const answers = session.split('*');
  return answers.map((_answer, index) => answers.slice(0, index).join('*')).concat(session);
});
/** The steps that search: a screen of listings. */
const LISTING_STEPS = SESSIONS.filter((session) => !/^\d\*2\*/.test(session)).map((session) =>
  session.replace(/\*9$/, ''),
);

/** A USSD step from a caller of its own (the limit counts per number). */
const step = (texts: readonly string[]) => (n: number) => ({
  path: '/api/ussd/africastalking',
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    sessionId: `bench-${n}`,
    serviceCode: SERVICE_CODE,
    phoneNumber: `+23480${String(n).padStart(8, '0')}`,
    networkCode: '62130',
    text: texts[n % texts.length]!,
  }).toString(),
});

const line = (label: string, result: LoadResult) =>
  `  ${label}: ${Math.round(result.answered.perSecond)} steps/s, p50 ${result.answered.p50.toFixed(0)} ms, ` +
  `p95 ${result.answered.p95.toFixed(0)} ms, p99 ${result.answered.p99.toFixed(0)} ms; non-2xx ` +
  `${JSON.stringify(result.non2xx)}, errors ${result.errors}`;

await seededPostgres(POSTGRES_URL, SIZE);
const server = await startApiServer({
  DATABASE_URL: POSTGRES_URL,
  SEARCH_CACHE_SECONDS: '0',
  USSD_SERVICE_CODES: SERVICE_CODE,
  PHONE_HASH_SECRET: 'bench-phone-hash-secret-0123456789abcdef',
});
try {
  await searchIndexBuilt(server.baseUrl);
  // Every step answers a screen before anything is timed.
  for (const [n, text] of STEPS.entries()) {
    const request = step([text])(n);
    const response = await fetch(server.baseUrl + request.path, request);
    const body = await response.text();
    if (response.status !== 200 || !/^(CON|END) /.test(body))
      throw new Error(`"${text}" answered ${response.status}: ${body.slice(0, 200)}`);
    // What the screens of listings found, as a phone shows them.
    if (LISTING_STEPS.includes(text)) console.log(`  ${text}:\n    ${body.replaceAll('\n', '\n    ')}`);
  }
  console.log(`USSD at ${CONNECTIONS} concurrent sessions on PostgreSQL, uncached, ${SECONDS} s each:`);
  const sessions = await driveRequests(server.baseUrl, step(STEPS), CONNECTIONS, SECONDS);
  console.log(line(`every step of ${SESSIONS.length} sessions (${STEPS.length} steps)`, sessions));
  const listings = await driveRequests(server.baseUrl, step(LISTING_STEPS), CONNECTIONS, SECONDS);
  console.log(line('the screens of listings alone', listings));
  const met =
    sessions.answered.p95 <= GOAL_P95_MS && sessions.errors === 0 && !Object.keys(sessions.non2xx).length;
  console.log(`Goal: a step's p95 ≤ ${GOAL_P95_MS} ms, nothing refused: ${met ? 'met' : 'NOT MET'}.`);
  process.exitCode = met ? 0 : 1;
} finally {
  await server.stop();
}
