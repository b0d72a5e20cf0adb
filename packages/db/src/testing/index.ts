export { createTestDatabase } from './test-database.ts';
export { testEngine } from './engine.ts';
