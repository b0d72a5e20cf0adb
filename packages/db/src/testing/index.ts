export { createTestDatabase } from './test-database.ts';
export { testEngine } from './engine.ts';
export { GRID3_SAMPLE_PATH, writeResampledGrid3 } from './grid3-resample.ts';
export { LocalCluster, postgresUser, type LocalServer } from './local-cluster.ts';
