#!/bin/sh
# Completes the standalone output of `npm run build` (next.config.ts: output 'standalone') into a directory that runs on
# its own with `node <distDir>/standalone/server.js`: Next.js traces the server's code and packages into it (with the
# migrations and the synonym table, outputFileTracingIncludes) but leaves the browser's files out, as its documentation
# says: public/ and <distDir>/static are copied here. The Dockerfile and test/server/standalone.test.ts run it.
# usage: [NEXT_DIST_DIR=.next] sh deploy/standalone.sh
set -eu
cd "$(dirname "$0")/.."
dist="${NEXT_DIST_DIR:-.next}"
out="$dist/standalone"
if [ ! -f "$out/server.js" ]; then
  echo "No $out/server.js: build first (npm run build)." >&2
  exit 1
fi
rm -rf "$out/public" "$out/$dist/static"
cp -R public "$out/public"
cp -R "$dist/static" "$out/$dist/static"
# The rendering cache's package (ADR 0041) is loaded by Node at run time, where the tracing does not look: Next.js
# brings packages/render-cache in for its cache handlers, the link lets the shop's own code import the same instance.
mkdir -p "$out/node_modules/@storefront"
ln -sfn ../../packages/render-cache "$out/node_modules/@storefront/render-cache"
echo "Standalone server ready: node $out/server.js (PORT, HOSTNAME; PGLITE_DIR or DATABASE_URL, MEDIA_DIR as absolute paths)"
