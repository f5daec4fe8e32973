# Stand-in for nginxinc/nginx-unprivileged (see build.sh): Debian's nginx plus what our front-end
# images rely on — envsubst (gettext-base) for their entrypoint, wget for their health checks, the
# `nginx` user with uid 101 they run as. Their own nginx.conf and entrypoint do the rest.
ARG BASE=sistema-standin/debian:bookworm
FROM ${BASE}
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light gettext-base wget \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /etc/nginx/sites-enabled/default \
    && useradd --system --uid 101 --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin nginx
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
