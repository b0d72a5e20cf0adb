export * from './client-errors.ts';
export * from './geo.ts';
export * from './health.ts';
export * from './problem.ts';
export * from './states.ts';
export * from './users.ts';
export * from './admin-users.ts';
export * from './auth.ts';
