/**
 * `npm run bench:lighthouse`: Lighthouse against the built app (its own server on a free loopback port, demo
 * data, Chromium's headless shell, decision 0039), on the public pages a visitor lands on, in three profiles:
 *
 * - `mobile`: Lighthouse's default mobile run (simulated 150 ms RTT, 1.6 Mbit/s, 4× CPU); goals: performance
 *   ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95 on indexable pages;
 * - `2g`: the same with 800 ms RTT, 250 kbit/s and 6× CPU (DESIGN §6); goals: FCP and LCP ≤ 3.5 s, or no
 *   more than 0.3 s above an empty page's on this machine (decision 0039); each page is run three times and
 *   its medians judged, as Lighthouse's own guidance on variance advises; time to interactive is reported;
 * - `2g-applied`: the same network applied by the browser as the page loads (Lighthouse's "devtools"
 *   method: every request waits 800 ms, 250 kbit/s shared), same goals. It models a visitor whose phone
 *   already knows the address (a returning visitor, or any page after the first), which the simulated
 *   profile cannot: it charges every run DNS and a new connection, 3.2 s before the first byte.
 *
 * The first two use Lighthouse's default "simulate" method, which models the network from one unthrottled
 * load and so depends little on what else the machine runs; the applied one runs in real time. Each figure is marked against its goal; the exit code is 1
 * when one misses. Bounded: each run times out, and the whole bench stops after BENCH_TIMEOUT_MS.
 * Not part of `npm test`.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, testBrowserPath } from '../e2e/support/browser.ts';
import { startBuiltServer, type RunningServer } from './support/built-server.ts';
import { startEmptyPage, type EmptyPage } from './support/empty-page.ts';

const BENCH_TIMEOUT_MS = 25 * 60_000;
/** Runs of each page in the simulated 2G profile, whose medians are judged. */
const TWO_G_RUNS = 3;
const EMPTY_PAGE = 'an empty page (the floor here)';
const RUN_TIMEOUT_MS = 120_000;
const API_KEY = 'carefinder-web';

interface Profile {
  name: 'mobile' | '2g' | '2g-applied';
  categories: string[];
  method: 'simulate' | 'devtools';
  throttling?: Record<string, number>;
}

const PROFILES: Profile[] = [
  {
    name: 'mobile',
    categories: ['performance', 'accessibility', 'best-practices', 'seo'],
    method: 'simulate',
  },
  {
    name: '2g',
    categories: ['performance'],
    method: 'simulate',
    throttling: { rttMs: 800, throughputKbps: 250, cpuSlowdownMultiplier: 6 },
  },
  {
    name: '2g-applied',
    categories: ['performance'],
    method: 'devtools',
    throttling: {
      requestLatencyMs: 800,
      downloadThroughputKbps: 250,
      uploadThroughputKbps: 250,
      cpuSlowdownMultiplier: 6,
    },
  },
];

const GOALS = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 },
  /**
   * DESIGN §6's 3.5 s is its 3.2 s cold-visit floor plus 0.3 s for the page. Where this machine's floor (an
   * empty page's medians) is higher, the page may still add 0.3 s to it and no more (decision 0039).
   */
  '2g': { fcpMs: 3_500, lcpMs: 3_500, overFloorMs: 300 },
};
const TWO_G_TITLES: Record<string, string> = {
  '2g': '2G profile, simulated: 800 ms RTT, 250 kbit/s, 6× CPU',
  '2g-applied': '2G profile, applied by the browser: 800 ms a request, 250 kbit/s, 6× CPU',
};

/** Best-practice audits a page may fail by design: the spec asks for the position at start (decision 0007). */
const KNOWN_BEST_PRACTICE_FINDINGS = new Set(['geolocation-on-start', 'errors-in-console']);

interface Measure {
  page: string;
  profile: Profile['name'];
  scores: Record<string, number | null>;
  fcpMs: number;
  lcpMs: number;
  ttiMs: number;
  totalBytes: number;
  scriptAndStyleBytes: number;
  indexable: boolean;
  failedBestPractices: string[];
}

/** The first item an API list answers with, as a page path; the bench needs the demo dataset. */
async function firstItemPath(baseUrl: string, apiPath: string, pagePrefix: string): Promise<string> {
  const response = await fetch(baseUrl + apiPath, { headers: { 'x-api-key': API_KEY } });
  const { items } = (await response.json()) as { items: Array<{ id: string }> };
  if (!items[0]) throw new Error(`${apiPath} lists nothing: the bench needs the demo dataset.`);
  return `${pagePrefix}/${items[0].id}`;
}

const firstListingPath = (baseUrl: string, listing: 'facilities' | 'providers') =>
  firstItemPath(baseUrl, `/api/sitemap/${listing}?page=1`, `/${listing}`);

/** A large hospital's page: the first a search for general hospitals in Ikeja lists (many services and hours). */
const generalHospitalPath = (baseUrl: string) =>
  firstItemPath(baseUrl, '/api/search?q=general+hospital+ikeja&kind=facility&pageSize=1', '/facilities');

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function measure(url: string, page: string, profile: Profile, port: number): Promise<Measure> {
  const result = await withTimeout(
    lighthouse(
      url,
      { port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: profile.categories,
          throttlingMethod: profile.method,
          ...(profile.throttling ? { throttling: profile.throttling } : {}),
        },
      },
    ),
    RUN_TIMEOUT_MS,
    `Lighthouse on ${page} (${profile.name})`,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const scriptAndStyleBytes = requests
    .filter((item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  const bestPractices = lhr.categories['best-practices'];
  const failedBestPractices = (bestPractices?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    page,
    profile: profile.name,
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        id,
        category.score === null ? null : Math.round(category.score * 100),
      ]),
    ),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    ttiMs: numeric('interactive'),
    totalBytes: numeric('total-byte-weight'),
    scriptAndStyleBytes,
    // A page that asks not to be indexed (the search results) is not held to the SEO goal.
    indexable: lhr.audits['is-crawlable']?.score !== 0,
    failedBestPractices,
  };
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP); such a run is tried again. */
async function measureWithRetry(url: string, page: string, profile: Profile, port: number): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, page, profile, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`  retrying: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The simulated 2G figures vary by a few tenths of a second from run to run: a page's medians over its runs. */
async function measureMedians(url: string, page: string, profile: Profile, port: number): Promise<Measure> {
  const runs: Measure[] = [];
  for (let run = 0; run < TWO_G_RUNS; run++) runs.push(await measureWithRetry(url, page, profile, port));
  const middle = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!;
  return {
    ...middle,
    fcpMs: median(runs.map((run) => run.fcpMs)),
    ttiMs: median(runs.map((run) => run.ttiMs)),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

function report(measures: Measure[], floor: Measure, missingPages: string[]): number {
  let misses = 0;
  const check = (ok: boolean) => {
    if (!ok) misses++;
    return mark(ok);
  };
  console.log(
    '\nDefault mobile profile (goals: perf ≥ 95, a11y 100, best practices ≥ 95, SEO ≥ 95 if indexable)',
  );
  console.log(
    'page'.padEnd(52),
    'perf'.padStart(6),
    'a11y'.padStart(6),
    'b.p.'.padStart(6),
    'SEO'.padStart(7),
    'FCP'.padStart(8),
    'LCP'.padStart(8),
    'TTI'.padStart(8),
    'bytes'.padStart(10),
    'JS+CSS'.padStart(10),
  );
  for (const m of measures.filter((measure) => measure.profile === 'mobile')) {
    const goal = GOALS.mobile;
    const score = (id: keyof typeof goal) => m.scores[id] ?? 0;
    const bestPracticesOk =
      score('best-practices') >= goal['best-practices'] ||
      m.failedBestPractices.every((id) => KNOWN_BEST_PRACTICE_FINDINGS.has(id));
    console.log(
      m.page.padEnd(52),
      `${score('performance')}${check(score('performance') >= goal.performance)}`.padStart(6),
      `${score('accessibility')}${check(score('accessibility') >= goal.accessibility)}`.padStart(6),
      `${score('best-practices')}${check(bestPracticesOk)}`.padStart(6),
      (m.indexable ? `${score('seo')}${check(score('seo') >= goal.seo)}` : `${score('seo')} n/i`).padStart(7),
      seconds(m.fcpMs).padStart(8),
      seconds(m.lcpMs).padStart(8),
      seconds(m.ttiMs).padStart(8),
      kb(m.totalBytes).padStart(10),
      kb(m.scriptAndStyleBytes).padStart(10),
      m.failedBestPractices.length ? ` b.p. findings: ${m.failedBestPractices.join(', ')}` : '',
    );
  }
  const goal = GOALS['2g'];
  const signed = (ms: number) => `${ms >= 0 ? '+' : '−'}${seconds(Math.abs(ms))}`;
  for (const profile of ['2g', '2g-applied'] as const) {
    const simulated = profile === '2g';
    console.log(
      `\n${TWO_G_TITLES[profile]} (goals: FCP and LCP ≤ 3.5 s` +
        (simulated ? `, or ≤ 0.3 s above ${EMPTY_PAGE}; medians of ${TWO_G_RUNS} runs` : '') +
        '; TTI reported)',
    );
    console.log(
      'page'.padEnd(52),
      'perf'.padStart(5),
      'FCP'.padStart(9),
      'LCP'.padStart(9),
      ...(simulated ? ['FCP−floor'.padStart(10), 'LCP−floor'.padStart(10)] : []),
      'TTI'.padStart(9),
      'bytes'.padStart(10),
      'JS+CSS'.padStart(10),
    );
    const rows = measures.filter((measure) => measure.profile === profile);
    for (const m of simulated ? [floor, ...rows] : rows) {
      const isFloor = m === floor;
      const judged = (ms: number, goalMs: number, floorMs: number) =>
        isFloor ? ' ' : check(ms <= goalMs || (simulated && ms - floorMs <= goal.overFloorMs));
      console.log(
        m.page.padEnd(52),
        String(m.scores.performance ?? '-').padStart(5),
        `${seconds(m.fcpMs)}${judged(m.fcpMs, goal.fcpMs, floor.fcpMs)}`.padStart(9),
        `${seconds(m.lcpMs)}${judged(m.lcpMs, goal.lcpMs, floor.lcpMs)}`.padStart(9),
        ...(simulated
          ? [signed(m.fcpMs - floor.fcpMs).padStart(10), signed(m.lcpMs - floor.lcpMs).padStart(10)]
          : []),
        seconds(m.ttiMs).padStart(9),
        kb(m.totalBytes).padStart(10),
        kb(m.scriptAndStyleBytes).padStart(10),
      );
    }
  }
  console.log(
    '\n✓ meets the goal, ✗ misses it; n/i: not indexable (noindex), not held to the SEO goal. ' +
      'Best practices: a page whose only findings are the position asked at start and its console line ' +
      '(decision 0007) meets the goal. Bytes: transferred, all requests; JS+CSS: scripts and stylesheets.',
  );
  console.log(
    'Floor of the simulated 2G FCP: Lighthouse simulates a cold first visit, DNS (2 RTT) + connection and ' +
      'request (1.5 RTT) + response (0.5 RTT) = 3.2 s before the first byte at 800 ms RTT; an HTML response ' +
      'over one initial TCP window (about 14 KB sent) adds a round trip. The applied profile has no DNS or ' +
      'connection cost of its own: 800 ms a request.',
  );
  for (const page of missingPages) console.log(`Not measured: ${page} does not answer 200 yet.`);
  return misses;
}

let server: RunningServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let emptyPage: EmptyPage | undefined;

async function cleanUp() {
  chrome?.kill();
  chrome = undefined;
  await emptyPage?.stop();
  emptyPage = undefined;
  await server?.stop();
  server = undefined;
}

async function run(): Promise<number> {
  try {
    server = await startBuiltServer();
    const baseUrl = server.baseUrl;
    const facility = await firstListingPath(baseUrl, 'facilities');
    const candidates = [
      '/',
      '/search-result?q=general+hospital+ikeja',
      // A search typed in Hausa, answered in Hausa (issue: every page in every language).
      '/ha/search-result?q=kantin+magani+kaduna',
      facility,
      // DESIGN §6 holds in every language: Yoruba's pages are the heaviest of the five.
      `/yo${facility}`,
      await generalHospitalPath(baseUrl),
      await firstListingPath(baseUrl, 'providers'),
      '/facility-types-directory',
      '/emergency-contacts',
    ];
    const pages: string[] = [];
    const missingPages: string[] = [];
    for (const page of candidates) {
      const response = await fetch(baseUrl + page);
      await response.arrayBuffer();
      (response.status === 200 ? pages : missingPages).push(page);
    }
    chrome = await chromeLauncher.launch({
      chromePath: testBrowserPath(),
      chromeFlags: chromiumArgs,
      logLevel: 'silent',
    });
    const measures: Measure[] = [];
    for (const profile of PROFILES) {
      for (const page of pages) {
        process.stderr.write(`${profile.name} ${page}\n`);
        measures.push(
          profile.name === '2g'
            ? await measureMedians(baseUrl + page, page, profile, chrome.port)
            : await measureWithRetry(baseUrl + page, page, profile, chrome.port),
        );
      }
    }
    emptyPage = await startEmptyPage(await fetch(baseUrl));
    const twoG = PROFILES.find((profile) => profile.name === '2g')!;
    const floor = await measureMedians(emptyPage.url, EMPTY_PAGE, twoG, chrome.port);
    return report(measures, floor, missingPages);
  } finally {
    await cleanUp();
  }
}

const deadline = setTimeout(() => {
  console.error(`bench:lighthouse stopped: it ran longer than ${BENCH_TIMEOUT_MS / 60_000} minutes.`);
  void cleanUp().finally(() => process.exit(1));
}, BENCH_TIMEOUT_MS);
deadline.unref();
const misses = await run();
process.exitCode = misses ? 1 : 0;
