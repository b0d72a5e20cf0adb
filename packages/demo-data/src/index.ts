/**
 * The deterministic demo dataset (DESIGN: demo data for `npm start`, every row marked demo). Loaded by the
 * server only when `SEED_DEMO` is on and the directory is empty (a dynamic import), by `npm run seed`, and by
 * the benchmarks; nothing else depends on it.
 */
export { DEFAULT_DEMO_SIZE, seedDemoData } from './seed.ts';
export type { DemoSeedSummary } from './seed.ts';
