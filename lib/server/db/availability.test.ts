import { isDatabaseUnavailable, noteDatabaseOutcome } from './availability';

/** What server/failed-pages.mjs reads to answer a failed page with 503. */
const unavailableSince = () => (globalThis as Record<symbol, unknown>)[Symbol.for('storefront.database.unavailableSince')];

describe('the note of whether the database answers', () => {
  afterEach(() => noteDatabaseOutcome());

  it('is set by a failure to reach the database, wrapped as the query builder wraps it', () => {
    noteDatabaseOutcome(new Error('Failed query: select 1', { cause: new Error('Query read timeout') }));
    expect(typeof unavailableSince()).toBe('number');
  });

  it('is not set by errors that say nothing about reaching the database', () => {
    noteDatabaseOutcome(Object.assign(new Error('duplicate key'), { code: '23505' }));
    noteDatabaseOutcome(new Error('Product not found'));
    expect(unavailableSince()).toBeUndefined();
  });

  it('is cleared by the next query that succeeds', () => {
    noteDatabaseOutcome(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    noteDatabaseOutcome();
    expect(unavailableSince()).toBeUndefined();
  });
});

it('counts a refused connection per address (AggregateError) and a held PGlite directory as unavailable', () => {
  const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
  expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('held'), { name: 'DataDirLockedError' }))).toBe(true);
  expect(isDatabaseUnavailable(new AggregateError([refused, new Error('other')]))).toBe(false);
});
