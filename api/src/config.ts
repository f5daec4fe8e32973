import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Whose X-Forwarded-For the API believes: `false` nobody (the socket's address is the client), a
 * number that many proxy hops in front of it, a list the proxies' addresses, CIDRs or proxy-addr's
 * names (loopback, linklocal, uniquelocal).
 */
export type TrustProxy = false | number | string[];

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
  trustProxy: TrustProxy;
  /** The operators' secret for reading the remotes' load failures (`npm run remote -- status`). */
  operatorToken: string | undefined;
  /**
   * A Redis server where the replicas count each client's writes and live streams together; when
   * absent each process counts its own (one process: `npm start`).
   */
  redisUrl: string | undefined;
  /** Put before every key in Redis, so several deployments can share one server. */
  redisPrefix: string;
  /**
   * How long the API keeps serving after SIGTERM before it closes: the time the balancer in front
   * needs to stop sending it requests (0: close at once, as a single process does).
   */
  stopDelayMs: number;
}

/**
 * No forwarded header is believed unless the operator says which proxy sends it: a client reaching
 * the API any other way could otherwise claim any address and escape the write limit. The
 * deployments that put nginx in front set TRUST_PROXY=1 (docs/architecture.md).
 */
export const DEFAULT_TRUST_PROXY: TrustProxy = false;
export const DEFAULT_WRITE_RATE_LIMIT = 1_200;
export const DEFAULT_REDIS_PREFIX = 'sistema:';
const MAX_STOP_DELAY_MS = 60_000;

// The remotes' standalone dev servers call the API directly; the shell goes through its proxy.
const DEFAULT_CORS_ORIGINS = ['http://localhost:5174', 'http://localhost:5175'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** scheme://host[:port], nothing after: what a browser sends as Origin. */
const ORIGIN = /^https?:\/\/[^/\s]+$/;
const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

// Resolved from this file, not the working directory: `api/src/` in development, `api/dist/` once
// bundled, so both land on `api/.data` whichever folder `npm start` runs from.
const API_PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export class ConfigError extends Error {}

/**
 * Fastify's `trustProxy` for a TrustProxy. A hop count is given as the function Fastify itself
 * makes of a number (its types admit no number): the first `hops` addresses from the socket are
 * proxies.
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | TrustHop {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
type TrustHop = (address: string, hop: number) => boolean;

/** An address or CIDR (`10.0.0.0/8`, `::1/128`) proxy-addr accepts. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

const port = z
  .string()
  .regex(/^\d{1,5}$/)
  .transform(Number)
  .refine((value) => value <= 65535);

const ENV_SCHEMA = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  DATA_DIR: z.string().optional(),
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value === '*'
        ? (true as const)
        : value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
    )
    .refine((origins) => origins === true || origins.every((origin) => ORIGIN.test(origin)))
    .default(DEFAULT_CORS_ORIGINS),
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WRITE_RATE_LIMIT: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .default(DEFAULT_WRITE_RATE_LIMIT),
  TRUST_PROXY: z
    .string()
    .transform((value): TrustProxy | undefined => {
      if (value === 'false' || value === '0') return false;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      return entries.every((entry) => PROXY_ADDR_NAMES.has(entry) || isAddressOrCidr(entry))
        ? entries
        : undefined;
    })
    .refine((value) => value !== undefined)
    .default(DEFAULT_TRUST_PROXY),
  OPERATOR_TOKEN: z.string().min(16).optional(),
  REDIS_URL: z.string().refine(isRedisUrl).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default(DEFAULT_REDIS_PREFIX),
  STOP_DELAY_MS: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .refine((ms) => ms <= MAX_STOP_DELAY_MS)
    .default(0),
});

/** redis://[user:password@]host[:port][/db] (rediss:// over TLS), as ioredis reads it. */
function isRedisUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'redis:' || url.protocol === 'rediss:') &&
    url.hostname !== '' &&
    /^(\/\d{0,2})?$/.test(url.pathname)
  );
}

type EnvName = keyof typeof ENV_SCHEMA.shape;

/** What each variable must be, said to the operator who got it wrong. */
const EXPECTED: Record<EnvName, string> = {
  PORT: 'un número de puerto entre 0 y 65535',
  HOST: 'una dirección o un nombre de host',
  DATABASE_URL: 'una URL postgres://usuario:clave@host:puerto/base',
  DATA_DIR: 'una carpeta',
  CORS_ORIGINS: "'*' u orígenes separados por comas, p. ej. http://localhost:5174",
  SEED_DEMO: '0 o 1',
  LOG_LEVEL: `uno de ${LOG_LEVELS.join(', ')}`,
  WRITE_RATE_LIMIT: 'un número entero de escrituras por minuto (0: sin límite)',
  TRUST_PROXY:
    '0 (ningún proxy), el número de proxies delante de la API (p. ej. 1) o direcciones, CIDR y ' +
    'loopback, linklocal, uniquelocal separados por comas',
  OPERATOR_TOKEN: 'un secreto de al menos 16 caracteres',
  REDIS_URL: 'una URL redis://[usuario:clave@]host[:puerto][/número de base] (o rediss://)',
  REDIS_PREFIX: 'letras, cifras, _ : . o - (hasta 64), p. ej. sistema:',
  STOP_DELAY_MS: `un número entero de milisegundos entre 0 y ${String(MAX_STOP_DELAY_MS)}`,
};

/**
 * The environment, checked whole: every wrong variable is named in one Spanish message with what
 * it must be, before anything starts. A variable set to spaces only counts as not set.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Partial<Record<EnvName, string>> = {};
  for (const name of Object.keys(ENV_SCHEMA.shape) as EnvName[]) {
    const raw = env[name]?.trim();
    if (raw) input[name] = raw;
  }
  const tokenFile = env.OPERATOR_TOKEN_FILE?.trim();
  if (tokenFile) input.OPERATOR_TOKEN = readOperatorTokenFile(tokenFile, input.OPERATOR_TOKEN);
  const result = ENV_SCHEMA.safeParse(input);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
    throw new ConfigError(
      names
        .map((name) => {
          const variable = name as EnvName;
          return `${variable} debe ser ${EXPECTED[variable]} (es "${withoutPassword(input[variable] ?? '')}")`;
        })
        .join('; '),
    );
  }
  const vars = result.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR
      ? resolve(vars.DATA_DIR) // a relative DATA_DIR is the operator's, so relative to their cwd
      : resolve(API_PACKAGE_DIR, '.data'),
    corsOrigins: vars.CORS_ORIGINS,
    seedDemo: vars.SEED_DEMO,
    logLevel: vars.LOG_LEVEL,
    writeRateLimit: vars.WRITE_RATE_LIMIT,
    trustProxy: vars.TRUST_PROXY,
    operatorToken: vars.OPERATOR_TOKEN,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    stopDelayMs: vars.STOP_DELAY_MS,
  };
}

/** A URL's password is not repeated in an error: start-up errors end up in shared logs. */
function withoutPassword(value: string): string {
  return value.replace(/^([a-z]+:\/\/[^:@/]*):[^@/]*@/i, '$1:***@');
}

/**
 * OPERATOR_TOKEN_FILE: the token read from a file, as orchestrators hand secrets over (a Docker
 * secret in /run/secrets/, a mounted Kubernetes Secret), so it never shows in the environment.
 * Its content is never quoted in an error, unlike a wrong OPERATOR_TOKEN's.
 */
function readOperatorTokenFile(path: string, fromEnv: string | undefined): string {
  if (fromEnv !== undefined) {
    throw new ConfigError('OPERATOR_TOKEN y OPERATOR_TOKEN_FILE no pueden darse a la vez');
  }
  let token: string;
  try {
    token = readFileSync(path, 'utf8').trim();
  } catch {
    throw new ConfigError(`OPERATOR_TOKEN_FILE debe ser un archivo legible (es "${path}")`);
  }
  if (token.length < 16) {
    throw new ConfigError(
      `OPERATOR_TOKEN_FILE debe contener ${EXPECTED.OPERATOR_TOKEN} (${path} no lo contiene)`,
    );
  }
  return token;
}
