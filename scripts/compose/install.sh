#!/usr/bin/env bash
# What `npm run test:compose` needs on a bare Debian machine, installed only when missing:
#   - Docker (Debian's docker.io) and its daemon, started in the background if it is not running;
#   - Compose v2 as a Docker CLI plugin: Debian 12 has none, so Debian 13's docker-compose package
#     is downloaded with apt from a trixie source list kept in our cache (the system's sources are
#     untouched) and its binary copied to ~/.docker/cli-plugins/;
#   - Chromium for the browser tests (Debian's package), as .ci/run installs it.
# Prints `dockerd-started <pid>` on its last line when it started the daemon, so the caller can stop
# what it started.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
cache=${XDG_CACHE_HOME:-$HOME/.cache}/sistema-compose
mkdir -p "$cache"

apt_updated=0
apt_install() {
  if [ "$apt_updated" -eq 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

command -v dockerd >/dev/null || { echo "▶ apt-get install docker.io"; apt_install docker.io; }
[ -n "${CHROMIUM_PATH:-}" ] || command -v chromium >/dev/null \
  || { echo "▶ apt-get install chromium"; apt_install chromium; }

started=''
if ! as_root docker info >/dev/null 2>&1; then
  echo "▶ dockerd"
  as_root sh -c 'dockerd >/var/log/sistema-dockerd.log 2>&1 & echo $! >/run/sistema-dockerd.pid'
  started=$(as_root cat /run/sistema-dockerd.pid)
  for _ in $(seq 1 60); do as_root docker info >/dev/null 2>&1 && break; sleep 1; done
  as_root docker info >/dev/null 2>&1 || { as_root tail -n 20 /var/log/sistema-dockerd.log >&2; exit 1; }
fi

if ! docker compose version >/dev/null 2>&1; then
  echo "▶ docker compose (Debian 13's docker-compose package as a CLI plugin)"
  apt_dir="$cache/apt-trixie"
  mkdir -p "$apt_dir/lists/partial"
  echo 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main' \
    >"$apt_dir/sources.list"
  apt_trixie=(-o "Dir::Etc::SourceList=$apt_dir/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$apt_dir/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=
    -o APT::Sandbox::User=root)
  apt-get "${apt_trixie[@]}" update -qq
  rm -rf "$apt_dir/deb" && mkdir -p "$apt_dir/deb"
  (cd "$apt_dir/deb" && apt-get "${apt_trixie[@]}" download -qq docker-compose)
  dpkg -x "$apt_dir"/deb/docker-compose_*.deb "$apt_dir/deb/root"
  mkdir -p "$HOME/.docker/cli-plugins"
  cp "$apt_dir/deb/root/usr/libexec/docker/cli-plugins/docker-compose" "$HOME/.docker/cli-plugins/"
  docker compose version
fi

[ -z "$started" ] || echo "dockerd-started $started"
