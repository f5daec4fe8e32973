# Stand-in for the official node:<version>-slim image (see build.sh): Debian minbase, the official
# Node binary, npm, and a `node` user (uid 1000) as the official images have. Nothing more: it has to
# provide only what our Dockerfiles rely on.
ARG BASE=sistema-standin/debian:bookworm
FROM ${BASE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
    && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
    && groupadd --gid 1000 node \
    && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
    && node --version && npm --version
# The image's CA bundle is this machine's (build.sh): npm ci inside a build trusts it.
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
