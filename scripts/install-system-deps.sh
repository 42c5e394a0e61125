#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for the tests: Debian's Chromium (the benchmarks and screenshots) and its
# headless shell (the tests drive it, ADR 0036), a PostgreSQL server (the second leg of the API integration tests) and
# nginx (the production topology's reverse proxy, ADR 0042: test/server/nginx.test.ts runs it as the current user with
# deploy/nginx.conf.template; the service Debian's package sets up is left as it is).
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || need+=(nginx)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} from Debian's packages…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
# Faster for the tests, not required: without it they drive Chromium (test/support/test-browser.ts).
if [ ! -x /usr/lib/chromium/chromium-headless-shell ]; then
  echo "Installing chromium-headless-shell from Debian's packages…"
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null; } ||
    echo "chromium-headless-shell could not be installed: the tests will drive Chromium (slower)" >&2
fi
# Brotli for nginx (deploy/render-nginx-conf.sh loads it when present): Debian's module, gzip only without it.
if [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ]; then
  echo "Installing libnginx-mod-http-brotli-filter from Debian's packages…"
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libnginx-mod-http-brotli-filter >/dev/null; } ||
    echo "libnginx-mod-http-brotli-filter could not be installed: nginx will compress with gzip only" >&2
fi
shell_version=$(/usr/lib/chromium/chromium-headless-shell --version 2>/dev/null | head -1 || true)
echo "System packages ready: $(chromium --version 2>/dev/null | head -1), headless shell: ${shell_version:-not installed}; PostgreSQL $(ls /usr/lib/postgresql | sort -V | tail -1); $("$(command -v nginx || echo /usr/sbin/nginx)" -v 2>&1)"
