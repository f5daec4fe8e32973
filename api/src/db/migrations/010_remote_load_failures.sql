-- Remote loads that failed in visitors' browsers, reported by the shell's beacon
-- and read by `npm run remote -- status`, per remote, version and phase. The routes keep only the
-- newest rows (api/src/remote-loads/): the table never grows past a fixed size.
CREATE TABLE remote_load_failures (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  phase text NOT NULL,
  duration_ms integer NOT NULL,
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
