export * from './client-errors.ts';
export * from './reference.ts';
export * from './users.ts';
