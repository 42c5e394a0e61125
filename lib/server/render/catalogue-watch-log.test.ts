import { watchLogLine } from './catalogue-watch';

describe('what the catalogue watch logs', () => {
  const held = new Error('The embedded database in /data/pglite is already open in process 42');

  it('logs a failure once while it repeats, and the recovery once', () => {
    const first = watchLogLine(null, held);
    expect(first.line).toBe(`[catalogue-watch] ${held.message} (retried twice a second)`);
    const repeated = watchLogLine(first.failure, new Error(held.message));
    expect(repeated.line).toBeNull();
    const recovered = watchLogLine(repeated.failure);
    expect(recovered).toEqual({ line: '[catalogue-watch] the database answers again', failure: null });
    expect(watchLogLine(recovered.failure).line).toBeNull();
  });

  it('logs a failure that differs from the one before', () => {
    const first = watchLogLine(null, held);
    expect(watchLogLine(first.failure, new Error('Query read timeout')).line).toBe('[catalogue-watch] Query read timeout (retried twice a second)');
  });
});
