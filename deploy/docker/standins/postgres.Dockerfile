# Stand-in for the official postgres image (see build.sh): Debian's PostgreSQL with an entrypoint that
# does what docker-compose.yml relies on — a first start creates the cluster in
# /var/lib/postgresql/data from POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB; pg_isready on PATH.
ARG BASE=sistema-standin/debian:bookworm
FROM ${BASE}
# No default cluster from the package: the entrypoint creates ours in the volume.
RUN mkdir -p /etc/postgresql-common/createcluster.d \
    && echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/sistema.conf \
    && apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
    && ln -s "$(ls -d /usr/lib/postgresql/*/bin)" /usr/local/lib/postgresql-bin \
    && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
    && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql \
    && chmod 700 /var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
ENV PATH=/usr/local/lib/postgresql-bin:$PATH PGDATA=/var/lib/postgresql/data
USER postgres
VOLUME /var/lib/postgresql/data
EXPOSE 5432
# Fast shutdown, as the official image: active sessions end, committed data stays.
STOPSIGNAL SIGINT
ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]
CMD ["postgres"]
