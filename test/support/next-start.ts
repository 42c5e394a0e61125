/**
 * `next start` as `npm start` runs it (package.json), so the journeys and server tests go through what a shop runs.
 * An idle keep-alive connection stays open 65 s, longer than load balancers keep theirs (AWS ALB 60 s): a client
 * reusing a connection just as the server closes it would get ECONNRESET (Node's default is 5 s).
 */
export const NEXT_START_ARGS = ['node_modules/next/dist/bin/next', 'start', '--keepAliveTimeout', '65000'];
