#!/bin/sh
# Entry point of the front-end images. It does what the official nginx image's entrypoint did for
# us, so the same image logic runs on any nginx base (official, Debian's, Alpine's):
#   1. NGINX_LOCAL_RESOLVERS, unless set: the DNS servers of /etc/resolv.conf (Docker's own,
#      127.0.0.11, on a compose network), which the shell's nginx resolves the API's name with on
#      every request — a restarted or scaled API is found again without restarting nginx;
#   2. sources each /etc/nginx/entrypoint.d/*.envsh (the shell's checks its settings, works out the
#      CSP origins and writes remotes.json; what it exports reaches the templates);
#   3. renders each /etc/nginx/templates/<name>.template into /etc/nginx/conf.d/<name> with envsubst,
#      upper-case variables only, so nginx's own lower-case $uri, $http_origin... stay as they are;
# then runs the command (nginx in the foreground). deploy/render.mjs renders the same templates
# for `npm run start:nginx`.
set -eu
me=sistema-entrypoint

if [ -z "${NGINX_LOCAL_RESOLVERS:-}" ]; then
  NGINX_LOCAL_RESOLVERS=$(awk 'BEGIN{ORS=" "} $1=="nameserver" {if ($2 ~ ":") {print "["$2"]"} else {print $2}}' /etc/resolv.conf)
  NGINX_LOCAL_RESOLVERS="${NGINX_LOCAL_RESOLVERS% }"
fi
NGINX_LOCAL_RESOLVERS="${NGINX_LOCAL_RESOLVERS:-127.0.0.11}"
export NGINX_LOCAL_RESOLVERS

for step in /etc/nginx/entrypoint.d/*.envsh; do
  [ -f "$step" ] || continue
  # shellcheck disable=SC1090 # the image's own steps
  . "$step"
done

# ${NAME} for every upper-case variable set: only those are replaced.
names=$(env | sed -n 's/^\([A-Z][A-Z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -f "$template" ] || continue
  output="/etc/nginx/conf.d/$(basename "$template" .template)"
  envsubst "$names" <"$template" >"$output" || {
    echo "$me: ERROR: no se pudo escribir $output" >&2
    exit 1
  }
  echo "$me: $template -> $output"
done

exec "$@"
