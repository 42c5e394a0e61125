#!/usr/bin/env bash
# Prints deploy/nginx.conf.template with its placeholders filled in: the nginx configuration of ADR 0042.
#   STOREFRONT_UPSTREAMS="10.0.0.11:3000 10.0.0.12:3000" deploy/render-nginx-conf.sh > /etc/nginx/nginx.conf
#   nginx -t && systemctl reload nginx
# Settings (environment):
#   STOREFRONT_UPSTREAMS  required: the instances, host:port (or unix:/path) separated by spaces
#   NGINX_LISTEN          port or address:port of the public server (80)
#   NGINX_SERVER_NAME     the shop's host names (e.g. "shop.example.com www.shop.example.com"): a request for any other
#                         Host is closed unanswered (444), so that no page is rendered and kept for a forged Host
#                         (ADR 0038). _ (the default): every Host is served
#   NGINX_FORWARDED_PROTO the scheme told to the instances: $scheme (nginx terminates TLS), or $http_x_forwarded_proto
#                         when a balancer in front of nginx does
#   NGINX_CACHE_DIR       the caches' directory (/var/cache/nginx/storefront)
#   NGINX_STATE_DIR       temporary files and the internal server's socket (/var/lib/nginx)
#   NGINX_PID             pid file (/run/nginx.pid)
#   NGINX_ERROR_LOG       (/var/log/nginx/error.log)
#   NGINX_ACCESS_LOG      ("/var/log/nginx/access.log storefront buffer=64k flush=1s": written once a second, not once
#                         a request; or off)
#   NGINX_USER            user of the worker processes when nginx starts as root (www-data; empty: no user directive)
#   NGINX_WORKERS         worker_processes (auto)
#   NGINX_BROTLI          auto (on when Debian's libnginx-mod-http-brotli-filter is installed), on or off
#   NGINX_MODULES_DIR     where the dynamic modules are (/usr/lib/nginx/modules)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

if [ -z "${STOREFRONT_UPSTREAMS:-}" ]; then
  echo "STOREFRONT_UPSTREAMS is empty: name the instances, e.g. STOREFRONT_UPSTREAMS=\"10.0.0.11:3000 10.0.0.12:3000\"" >&2
  exit 1
fi
servers=""
for upstream in $STOREFRONT_UPSTREAMS; do
  if [[ ! $upstream =~ ^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):[0-9]{1,5}$|^unix:/[^\;[:space:]]+$ ]]; then
    echo "Not an instance address (host:port or unix:/path): $upstream" >&2
    exit 1
  fi
  # Taken out of rotation for 5 s after 3 failed attempts; the other instances answer meanwhile.
  servers+="        server $upstream max_fails=3 fail_timeout=5s;"$'\n'
done
export NGINX_UPSTREAM_SERVERS="${servers%$'\n'}"

export NGINX_LISTEN="${NGINX_LISTEN:-80}"
export NGINX_SERVER_NAME="${NGINX_SERVER_NAME:-_}"
export NGINX_FORWARDED_PROTO="${NGINX_FORWARDED_PROTO:-\$scheme}"
export NGINX_CACHE_DIR="${NGINX_CACHE_DIR:-/var/cache/nginx/storefront}"
export NGINX_STATE_DIR="${NGINX_STATE_DIR:-/var/lib/nginx}"
export NGINX_PID="${NGINX_PID:-/run/nginx.pid}"
export NGINX_ERROR_LOG="${NGINX_ERROR_LOG:-/var/log/nginx/error.log}"
export NGINX_ACCESS_LOG="${NGINX_ACCESS_LOG:-/var/log/nginx/access.log storefront buffer=64k flush=1s}"
export NGINX_WORKERS="${NGINX_WORKERS:-auto}"
if [ "$NGINX_SERVER_NAME" = _ ]; then
  export NGINX_UNKNOWN_HOSTS=""
else
  export NGINX_UNKNOWN_HOSTS="    # Hosts other than NGINX_SERVER_NAME: closed without an answer.
    server {
        listen $NGINX_LISTEN default_server;
        return 444;
    }"
fi
user="${NGINX_USER-www-data}"
export NGINX_USER_DIRECTIVE="${user:+user $user;}"

modules="${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"
brotli="${NGINX_BROTLI:-auto}"
if [ "$brotli" = auto ]; then
  if [ -f "$modules/ngx_http_brotli_filter_module.so" ]; then brotli=on; else brotli=off; fi
fi
if [ "$brotli" = on ]; then
  export NGINX_BROTLI_MODULES="load_module $modules/ngx_http_brotli_filter_module.so;"
  export NGINX_BROTLI_FILTER="brotli on;
        brotli_comp_level 5;
        brotli_min_length 1024;
        brotli_types text/css text/plain text/xml text/x-component application/javascript application/json
                     application/manifest+json application/xml image/svg+xml;"
else
  export NGINX_BROTLI_MODULES="# Brotli: off (Debian's libnginx-mod-http-brotli-filter is not installed); gzip only."
  export NGINX_BROTLI_FILTER=""
fi

# Only these placeholders: nginx's own $variables stay.
envsubst '${NGINX_UPSTREAM_SERVERS} ${NGINX_LISTEN} ${NGINX_SERVER_NAME} ${NGINX_FORWARDED_PROTO} ${NGINX_CACHE_DIR} ${NGINX_STATE_DIR} ${NGINX_PID} ${NGINX_ERROR_LOG} ${NGINX_ACCESS_LOG} ${NGINX_WORKERS} ${NGINX_USER_DIRECTIVE} ${NGINX_BROTLI_MODULES} ${NGINX_BROTLI_FILTER} ${NGINX_UNKNOWN_HOSTS}' \
  < "$here/nginx.conf.template"
