import { resolve } from 'node:path';
import { z } from 'zod';
import { machineSize, type MachineSize } from './lib/machine-size.ts';
import { passwordWeakness } from './modules/auth/password-policy.ts';

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
/** A whole number ≥ 0, or undefined when unset (the default then depends on other settings). */
const optionalWholeNumber = optionalString.pipe(
  z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(0).optional()),
);

/**
 * Every environment variable the API reads, validated once (server.ts also reads API_URL, which is the web
 * side's). `.env.example` lists the same (config.test.ts).
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalString,
    /**
     * A streaming replica of DATABASE_URL's database, for searches, anonymous page views and exports while it
     * keeps within 5 s of the primary; signed-in requests and every write use the primary (read-your-writes).
     */
    DATABASE_READ_URL: optionalString,
    DATA_DIR: z.string().default('./data'),
    API_KEYS: commaList
      .default(['carefinder-web'])
      .pipe(z.array(z.string()).min(1, 'API_KEYS needs at least one key')),
    CORS_ORIGINS: commaList.default([]),
    REDIS_URL: optionalString,
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).max(128).optional()),
    /**
     * Behind a load balancer: how many proxy hops to trust for the client address (X-Forwarded-For).
     * 0 (default) trusts none, so no client can choose the address its rate limits are counted against.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    WEB_BUILD_DIR: z.string().default('apps/web/build'),
    /** Load the deterministic demo dataset when the directory is empty (`false` for a real deployment). */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * Overload: while the event loop's mean delay is above this, new requests get a fast 503 with Retry-After
     * instead of queueing (0 turns shedding off). Unset: 200 ms on PostgreSQL; off on the embedded database,
     * whose queries run on the event loop, so that its delay measures the database, not the load.
     */
    OVERLOAD_EVENT_LOOP_DELAY_MS: optionalWholeNumber,
    /** Signs access tokens. Unset: generated once and kept in DATA_DIR/jwt-secret (one process only). */
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional()),
    /** The origin e-mail links point at; defaults to http://localhost:PORT. */
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** smtp:// or smtps:// with credentials; unset keeps e-mail in the email_outbox table and the log. */
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().trim().min(3).default('CareFinder <no-reply@carefinder.local>'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().positive().default(900),
    /** How long the process keeps a search or autocomplete answer (0 = not at all); at most its s-maxage. */
    SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(60),
    /**
     * Where searches are matched, ranked and counted: `memory`, an index of every listing in this process
     * (built in the background at start, the database answering meanwhile; decision 0023), or `database`.
     */
    SEARCH_INDEX: z.enum(['memory', 'database']).default('memory'),
    /**
     * Copies of the in-memory index, a thread each: every write goes to all, each search to one, so searches
     * use more than one core. Unset: one a core, at most 2. Each copy holds 160 MB of typed arrays at 150,000
     * listings and adds about 250–370 MB to the process's resident memory (decision 0020, eighth pass).
     */
    SEARCH_INDEX_THREADS: optionalWholeNumber.pipe(z.number().int().min(1).max(8).optional()),
    /**
     * Searches, and autocomplete requests, one address may make a minute with one app key (0 = no limit);
     * see modules/search/routes.ts for why 600 suits carrier NAT.
     */
    SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
    /**
     * Searches computed at once (cache misses); up to SEARCH_MAX_WAITING more wait their turn, and any beyond
     * them get a fast 503 with Retry-After instead of queueing for seconds (0 = no limit). Unset: 8 on PostgreSQL, 4 on the
     * embedded database. Searches from memory queue in the index threads, a few milliseconds each, so 8 keeps
     * an admitted search's wait there short; while the index is built, the database answers them, and 8
     * leaves 2 of the pool's 10 connections for everything else.
     */
    SEARCH_MAX_IN_FLIGHT: optionalWholeNumber,
    /**
     * Searches waiting their turn, at most (DESIGN §6: 50 visitors searching at once are answered, not
     * refused). A full queue is what sheds under overload, and keeps an admitted search within the overload
     * budget (p99 250 ms): at 300 searches a second, 48 ahead of it take about 160 ms.
     */
    SEARCH_MAX_WAITING: z.coerce.number().int().min(0).default(48),
    /** How long a search waits for its turn, at most, when searches stall (a slow database). */
    SEARCH_MAX_WAIT_MS: z.coerce.number().int().positive().default(1_000),
    /**
     * The phone channels (docs/channels.md). Africa's Talking's messaging account: with a username and an API
     * key, SMS is sent through AFRICASTALKING_SMS_URL (its sandbox's, or a local server in tests); without,
     * each message is kept in the SMS outbox, as e-mail is without SMTP_URL.
     */
    AFRICASTALKING_USERNAME: optionalString,
    AFRICASTALKING_API_KEY: optionalString,
    AFRICASTALKING_SMS_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://api.africastalking.com/version1/messaging'),
    /** The sender ID or short code SMS is sent from; unset, the aggregator's default. */
    SMS_SENDER_ID: optionalString,
    /**
     * Aggregators do not sign their callbacks: when set, a callback must carry it as `?token=`; unset, only a
     * request from this machine's own loopback, not forwarded by a proxy, is taken.
     */
    CHANNELS_CALLBACK_TOKEN: optionalString.pipe(
      z.string().min(16, 'CHANNELS_CALLBACK_TOKEN needs at least 16 characters').optional(),
    ),
    /** The USSD codes served ("*384*123#", comma-separated); unset, any code the aggregator sends. */
    USSD_SERVICE_CODES: commaList.default([]),
    /**
     * Keys the hashes the STOP list keeps instead of phone numbers. Unset: generated once and kept in
     * DATA_DIR/phone-hash-secret; several processes need the same one, and a changed one forgets the list.
     */
    PHONE_HASH_SECRET: optionalString.pipe(
      z.string().min(32, 'PHONE_HASH_SECRET needs at least 32 characters').optional(),
    ),
  })
  .superRefine((env, context) => {
    // The ADMIN's password meets the rules every other account's does (NIST 800-63B).
    const weakness = env.ADMIN_PASSWORD && passwordWeakness(env.ADMIN_PASSWORD, { email: env.ADMIN_EMAIL });
    if (weakness) context.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: weakness });
    if (env.DATABASE_READ_URL && !env.DATABASE_URL)
      context.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'needs DATABASE_URL, the primary it replicates',
      });
  });

/** The event-loop delay past which a PostgreSQL-backed server sheds load, unless OVERLOAD_EVENT_LOOP_DELAY_MS says. */
const DEFAULT_OVERLOAD_DELAY_MS = 200;
/** What a process holds besides its index's copies, and what one copy may hold (150,000 listings). */
const PROCESS_BASE_BYTES = 400 * 2 ** 20;
const INDEX_COPY_BYTES = 400 * 2 ** 20;
/**
 * The index's copies unless SEARCH_INDEX_THREADS says: one a core, at most 2, and no more than the memory
 * holds beside the process (a container's limit: 1 GiB holds one copy); always one.
 */
export const defaultIndexThreads = ({ cores, memoryBytes }: MachineSize) =>
  Math.max(1, Math.min(cores, 2, Math.floor((memoryBytes - PROCESS_BASE_BYTES) / INDEX_COPY_BYTES)));
/** Searches computed at once unless SEARCH_MAX_IN_FLIGHT says (see its comment in the schema). */
const DEFAULT_SEARCH_MAX_IN_FLIGHT = { postgres: 8, pglite: 4 };

export type Config = Omit<
  z.infer<typeof configSchema>,
  'PUBLIC_URL' | 'OVERLOAD_EVENT_LOOP_DELAY_MS' | 'SEARCH_MAX_IN_FLIGHT' | 'SEARCH_INDEX_THREADS'
> & {
  OVERLOAD_EVENT_LOOP_DELAY_MS: number;
  SEARCH_MAX_IN_FLIGHT: number;
  SEARCH_INDEX_THREADS: number;
  dataDir: string;
  /** Without a trailing slash, so links are `${PUBLIC_URL}/path`. */
  PUBLIC_URL: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, machine = machineSize()): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  return {
    ...parsed.data,
    OVERLOAD_EVENT_LOOP_DELAY_MS:
      parsed.data.OVERLOAD_EVENT_LOOP_DELAY_MS ?? (parsed.data.DATABASE_URL ? DEFAULT_OVERLOAD_DELAY_MS : 0),
    SEARCH_MAX_IN_FLIGHT:
      parsed.data.SEARCH_MAX_IN_FLIGHT ??
      DEFAULT_SEARCH_MAX_IN_FLIGHT[parsed.data.DATABASE_URL ? 'postgres' : 'pglite'],
    SEARCH_INDEX_THREADS: parsed.data.SEARCH_INDEX_THREADS ?? defaultIndexThreads(machine),
    dataDir: resolve(parsed.data.DATA_DIR),
    PUBLIC_URL: publicUrl.replace(/\/+$/, ''),
  };
}
