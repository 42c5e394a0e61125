import { isDatabaseUnavailable } from './availability';

it('counts a refused connection per address (AggregateError) and a held PGlite directory as unavailable', () => {
  const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
  expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('held'), { name: 'DataDirLockedError' }))).toBe(true);
  expect(isDatabaseUnavailable(new AggregateError([refused, new Error('other')]))).toBe(false);
});
