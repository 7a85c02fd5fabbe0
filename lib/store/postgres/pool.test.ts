import { describe, expect, it } from 'vitest';
import { acquirePool } from './pool';

// No server needed: pg opens no connection until the first query.
describe('acquirePool', () => {
  it('gives every store of a process one pool per database and size, ended by the last release', async () => {
    const url = 'postgres://site@127.0.0.1:1/none';
    const leads = acquirePool({ connectionString: url, max: 3 });
    const conversations = acquirePool({ connectionString: url, max: 3 });
    const other = acquirePool({ connectionString: url, max: 4 });
    expect(conversations.pool).toBe(leads.pool);
    expect(other.pool).not.toBe(leads.pool);

    await leads.release();
    await leads.release();
    expect(leads.pool.ending).toBe(false);
    await conversations.release();
    expect(leads.pool.ending).toBe(true);

    const again = acquirePool({ connectionString: url, max: 3 });
    expect(again.pool).not.toBe(leads.pool);
    await Promise.all([again.release(), other.release()]);
  });
});
