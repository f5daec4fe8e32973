import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** Everything the service reads from its environment, with the defaults a newcomer needs. */
export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origins allowed by CORS; `true` allows any origin (CORS_ORIGINS='*'). */
  corsOrigins: string[] | true;
  /** Undefined: seed a freshly created embedded database only. */
  seedDemo: boolean | undefined;
  logLevel: string;
  /** Writes (POST, PUT, DELETE) allowed per client and minute; 0 turns the limit off. */
  writeRateLimit: number;
  /** Proxies whose X-Forwarded-For names the client (proxy-addr's names, addresses, CIDRs). */
  trustProxy: string;
}

/** Loopback and private networks: the shell's Vite proxy, nginx, Docker's networks. */
export const DEFAULT_TRUST_PROXY = 'loopback,linklocal,uniquelocal';
export const DEFAULT_WRITE_RATE_LIMIT = 1_200;

// The remotes' standalone dev servers call the API directly; the shell goes through its proxy.
const DEFAULT_CORS_ORIGINS = ['http://localhost:5174', 'http://localhost:5175'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

// Resolved from this file, not the working directory: `api/src/` in development, `api/dist/` once
// bundled, so both land on `api/.data` whichever folder `npm start` runs from.
const API_PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };

  const port = Number(value('PORT') ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${env.PORT ?? ''}"`);
  }

  const seed = value('SEED_DEMO');
  if (seed !== undefined && !['0', '1', 'true', 'false'].includes(seed)) {
    throw new ConfigError(`SEED_DEMO must be 0 or 1, got "${seed}"`);
  }

  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const writeRateLimit = Number(value('WRITE_RATE_LIMIT') ?? DEFAULT_WRITE_RATE_LIMIT);
  if (!Number.isInteger(writeRateLimit) || writeRateLimit < 0) {
    throw new ConfigError(
      `WRITE_RATE_LIMIT must be a whole number of writes per minute (0: no limit), got "${env.WRITE_RATE_LIMIT ?? ''}"`,
    );
  }

  const origins = value('CORS_ORIGINS');
  const dataDir = value('DATA_DIR');

  return {
    port,
    host: value('HOST') ?? '127.0.0.1',
    databaseUrl: value('DATABASE_URL'),
    dataDir: dataDir
      ? resolve(dataDir) // a relative DATA_DIR is the operator's, so relative to their cwd
      : resolve(API_PACKAGE_DIR, '.data'),
    corsOrigins:
      origins === '*'
        ? true
        : origins
          ? origins
              .split(',')
              .map((origin) => origin.trim())
              .filter(Boolean)
          : DEFAULT_CORS_ORIGINS,
    seedDemo: seed === undefined ? undefined : seed === '1' || seed === 'true',
    logLevel,
    writeRateLimit,
    trustProxy: value('TRUST_PROXY') ?? DEFAULT_TRUST_PROXY,
  };
}
