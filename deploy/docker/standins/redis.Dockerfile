# Stand-in for the official redis image (see build.sh): Debian's redis-server, run as its own user in
# the foreground with the arguments compose gives it (docker-compose.yml), redis-cli on PATH for the
# health check. No volume: the API keeps only the last minute's counts there.
ARG BASE=sistema-standin/debian:bookworm
FROM ${BASE}
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
USER redis
WORKDIR /var/lib/redis
EXPOSE 6379
CMD ["redis-server", "--protected-mode", "no"]
