# Any remote (a folder registered in shared/src/remotes/registry.json), served by nginx. Built and
# deployed on its own, from the repository root, with its folder as the build argument REMOTE:
#   docker build -f deploy/docker/remote.Dockerfile --build-arg REMOTE=startups-mfe -t sistema/startups-mfe .
# The build is location-free (vite base './'): the shell finds it through its remotes.json, so a new
# version ships by deploying this image alone — no shell rebuild.
#
# The base images are build arguments (the official ones by default, pinned), so a registry mirror
# or a stand-in (docker-compose.standin.yml) can take their place: nothing below relies on the nginx
# image's own entrypoint or configuration (deploy/nginx/nginx.conf and entrypoint/ are ours).
ARG NODE_IMAGE=node:22.23.3-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28.0-alpine

# Every workspace's manifest, whichever folders there are, so `npm ci` matches the lockfile. Only
# the manifests leave this stage: an edit elsewhere does not invalidate the install below.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests && cp package.json package-lock.json .npmrc /manifests/ \
    && for manifest in */package.json; do \
         mkdir -p "/manifests/${manifest%/*}" && cp "$manifest" "/manifests/$manifest"; \
       done

FROM ${NODE_IMAGE} AS build
ARG REMOTE
RUN test -n "$REMOTE" || { echo 'Falta --build-arg REMOTE=<carpeta del remoto>' >&2; exit 1; }
WORKDIR /repo
COPY --from=manifests /manifests/ ./
# Only this remote's tree is installed.
RUN npm ci --workspace "$REMOTE" --workspace @sistema/shared --no-audit --no-fund
COPY tsconfig.base.json tsconfig.tooling.json ./
# The vite configs read the ports table of the start scripts (scripts/lib/ports.mjs).
COPY scripts/lib/ scripts/lib/
COPY scripts/remote/paths.mjs scripts/remote/
COPY shared/ shared/
COPY ${REMOTE}/ ${REMOTE}/
# Once more if it fails: @module-federation/vite 1.23 can stop a remote's build with MISSING_EXPORT on a
# starved CPU (its export analysis ends early; never a wrong bundle): scripts/lib/system.mjs, twice.
RUN npx vite build "$REMOTE" || npx vite build "$REMOTE"

FROM ${NGINX_IMAGE}
ARG REMOTE
# CORS_ALLOWED_ORIGINS: the shell origin(s) allowed to load this remote (spaces or commas).
# RELEASES_DIR: its published versions (`npm run remote`), in compose the volume remote-state at
# /srv/remotes/releases/<key>: docker-compose.yml sets it for each remote.
ENV LISTEN_PORT=8080 \
    HTML_ROOT=/usr/share/nginx/html \
    CORS_ALLOWED_ORIGINS=http://localhost:8080 \
    RELEASES_DIR=/srv/remotes/releases/${REMOTE}

USER root
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/snippets/ /etc/nginx/snippets/
COPY deploy/nginx/templates/remote.conf.template /etc/nginx/templates/
COPY deploy/nginx/entrypoint/sistema-entrypoint.sh /usr/local/bin/sistema-nginx-entrypoint
# Only our server block and our files: the base's default site and pages go. The nginx user (uid
# 101) writes the rendered configuration at start-up.
# /srv/remotes is where compose mounts the volume remote-state: owned by uid 101 in every image, so
# the volume starts owned by it whichever container mounts it first.
RUN rm -rf /etc/nginx/conf.d /usr/share/nginx/html \
    && mkdir -p /etc/nginx/conf.d /usr/share/nginx/html /srv/remotes \
    && chown 101:0 /etc/nginx/conf.d /srv/remotes \
    && chmod 0755 /usr/local/bin/sistema-nginx-entrypoint
COPY --from=build /repo/${REMOTE}/dist/ /usr/share/nginx/html/
USER 101

EXPOSE 8080
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
    CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}/remoteEntry.js" || exit 1
ENTRYPOINT ["/usr/local/bin/sistema-nginx-entrypoint"]
CMD ["nginx", "-e", "stderr"]
