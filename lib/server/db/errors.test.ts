/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import {
  DatabaseUnavailableError,
  describeCause,
  isDatabaseUnavailable,
  withoutPasswords,
} from '@/lib/server/db/errors';

function pgError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('DatabaseUnavailableError', () => {
  afterEach(() => {
    delete process.env.DATABASE_URL;
  });

  it('says why in its one-line message, from the driver error under the query wrapper', () => {
    const missing = pgError('database "fleet" does not exist', '3D000');
    const wrapped = new Error('Failed query: select 1\nparams: ', { cause: missing });
    const error = new DatabaseUnavailableError(wrapped);
    expect(error.message).toBe('The database is not available: database "fleet" does not exist (3D000)');
    expect(error.cause).toBe(wrapped);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('keeps a network error as Node words it, and names each refused address', () => {
    const refused = pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(new DatabaseUnavailableError(refused).message).toBe(
      'The database is not available: connect ECONNREFUSED 127.0.0.1:5432',
    );
    const both = Object.assign(
      new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), refused], ''),
      {
        code: 'ECONNREFUSED',
      },
    );
    expect(describeCause(both)).toBe('connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('never shows a password of DATABASE_URL', () => {
    process.env.DATABASE_URL = 'postgres://fleet:s3cr%40t@db.internal:5432/fleet';
    const error = new DatabaseUnavailableError(
      new Error('cannot parse postgres://fleet:s3cr%40t@db.internal:5432/fleet (password s3cr@t)'),
    );
    expect(error.message).toBe(
      'The database is not available: cannot parse postgres://fleet:***@db.internal:5432/fleet (password ***)',
    );
    expect(withoutPasswords('redis://:hunter2@cache/0 and postgres://a:b@c/d')).toBe(
      'redis://:***@cache/0 and postgres://a:***@c/d',
    );
  });

  it('reads plainly without a cause that says anything', () => {
    expect(new DatabaseUnavailableError(undefined).message).toBe('The database is not available');
  });
});
