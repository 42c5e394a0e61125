# The shop as one container running the standalone server (ADR 0042): `node server.js`, nothing preloaded. Several of
# them sit behind nginx (deploy/nginx.conf.template); README "Running behind nginx / in production".
#
#   docker build -t storefront .
#   docker run -d -p 3000:3000 -v storefront-data:/data -e PUBLIC_URL=https://shop.example.com storefront
#
# Environment of the runtime image (lib/config/env.ts and lib/config/commerce.ts name the rest):
#   PORT (3000), HOSTNAME (0.0.0.0)   where the server listens
#   DATABASE_URL                      postgres://… (several instances share it); unset: embedded PGlite in PGLITE_DIR,
#                                     which one process at a time may open
#   PGLITE_DIR (/data/pglite), MEDIA_DIR (/data/media)   the volume /data
#   PUBLIC_URL                        the shop's public origin, named in canonical and hreflang URLs (ADR 0038)
#   TRUSTED_PROXY_HOPS (1)            proxies in front that append to X-Forwarded-For (nginx: 1)
#   KEEP_ALIVE_TIMEOUT                ms an idle connection is kept (Node's 5000 by default; nginx closes its own after 4 s)
# The server migrates the database when it starts. It does not seed it: run scripts/prepare-db.ts (seed when empty,
# generate the product images) or scripts/import.ts from the build stage, on the same database and volume, e.g.
#   docker build --target build -t storefront-tools .
#   docker run --rm -v storefront-data:/data -e PGLITE_DIR=/data/pglite -e MEDIA_DIR=/data/media storefront-tools \
#     npx tsx scripts/prepare-db.ts
# Build arguments: RENDER_CACHE_MB (256), the rendering cache's size, is fixed in the standalone server at build time.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# A local package the lock file links (file:, ADR 0041): there before the install.
COPY packages ./packages
# npm install, not npm ci (ADR 0007): it installs the locked versions and this platform's optional binaries only.
RUN npm install --no-audit --no-fund

FROM deps AS build
ARG RENDER_CACHE_MB=256
ENV RENDER_CACHE_MB=${RENDER_CACHE_MB}
COPY . .
# The standalone output, completed with public/ and the browser's files (deploy/standalone.sh).
RUN npm run build && sh deploy/standalone.sh

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    PGLITE_DIR=/data/pglite \
    MEDIA_DIR=/data/media \
    TRUSTED_PROXY_HOPS=1
# The image's own unprivileged user (node, uid 1000) runs the server and owns the data volume and the build directory
# (Next.js writes its cache under .next at run time).
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
VOLUME ["/data"]
EXPOSE 3000
# 200 once the database is open and has this build's migrations; 503 while starting or when it is unreachable.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
