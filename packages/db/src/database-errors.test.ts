import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

/** node-postgres's error for a server's ErrorResponse: its SQLSTATE in `code`, its text in `message`. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  // As PgBouncer 1.x answered when bench:cluster's replica was stopped behind it.
  it.each([
    'server conn crashed?',
    'query_wait_timeout',
    'server login has been failing, try again later (server_login_retry)',
    'pgbouncer cannot connect to server',
  ])('takes PgBouncer\'s "%s" for a database away', (message) => {
    expect(isDatabaseUnavailable(serverError('08P01', message))).toBe(true);
  });

  it('takes a connection refused, wrapped by the query builder, for a database away', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
  });

  it("does not take PgBouncer's refusal of a bad request, or a query's own failure, for one", () => {
    expect(isDatabaseUnavailable(serverError('08P01', 'unsupported pkt type: 80'))).toBe(false);
    // The query builder's wrapper quotes the parameters, which a visitor typed.
    const duplicate = serverError('23505', 'duplicate key value violates unique constraint');
    for (const typed of ['query_wait_timeout', 'connection terminated']) {
      const wrapped = Object.assign(
        new Error(`Failed query: insert into facilities … \nparams: ${typed}`, { cause: duplicate }),
        { query: 'insert into facilities …', params: [typed] },
      );
      expect(isDatabaseUnavailable(wrapped)).toBe(false);
    }
    expect(
      isDatabaseUnavailable(serverError('23505', 'duplicate key value violates unique constraint')),
    ).toBe(false);
  });
});
