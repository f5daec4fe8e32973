import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration from the environment', () => {
  it('has defaults a newcomer can run with', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      corsOrigins: ['http://localhost:5174', 'http://localhost:5175'],
      seedDemo: undefined,
      logLevel: 'info',
      writeRateLimit: 1_200,
      trustProxy: false, // no forwarded header believed
    });
    // Next to the api package, whatever the working directory.
    expect(config.dataDir).toMatch(/[/\\]api[/\\]\.data$/);
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db/app',
        DATA_DIR: '/var/lib/api',
        CORS_ORIGINS: 'https://a.example, https://b.example,',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        WRITE_RATE_LIMIT: '0',
        TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback',
        OPERATOR_TOKEN: 's3creto-de-operador',
        REDIS_URL: 'redis://:clave@redis:6379/1',
        REDIS_PREFIX: 'staging:',
        STOP_DELAY_MS: '11000',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/app',
      dataDir: '/var/lib/api',
      corsOrigins: ['https://a.example', 'https://b.example'],
      seedDemo: false,
      logLevel: 'warn',
      writeRateLimit: 0,
      trustProxy: ['10.0.0.1', '172.16.0.0/12', 'loopback'],
      operatorToken: 's3creto-de-operador',
      redisUrl: 'redis://:clave@redis:6379/1',
      redisPrefix: 'staging:',
      stopDelayMs: 11_000,
    });
    expect(loadConfig({})).toMatchObject({
      redisUrl: undefined,
      redisPrefix: 'sistema:',
      stopDelayMs: 0,
    });
    expect(loadConfig({ CORS_ORIGINS: '*', SEED_DEMO: '1' })).toMatchObject({
      corsOrigins: true,
      seedDemo: true,
    });
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it('trusts a number of proxy hops, or none', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT debe ser un número de puerto entre 0 y 65535 (es "abc")'],
    [{ PORT: '70000' }, 'PORT debe ser un número de puerto entre 0 y 65535 (es "70000")'],
    [{ PORT: '80.5' }, 'PORT debe ser'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO debe ser 0 o 1 (es "yes")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL debe ser uno de fatal, error, warn'],
    [{ WRITE_RATE_LIMIT: '-1' }, 'WRITE_RATE_LIMIT debe ser un número entero'],
    [{ WRITE_RATE_LIMIT: 'many' }, 'WRITE_RATE_LIMIT debe ser un número entero'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL debe ser una URL postgres://'],
    [{ CORS_ORIGINS: 'localhost:5174' }, 'CORS_ORIGINS debe ser'],
    // `true` would believe any client's claim about its own address.
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY debe ser 0 (ningún proxy)'],
    [{ TRUST_PROXY: '10.0.0.300' }, 'TRUST_PROXY debe ser'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY debe ser'],
    [{ REDIS_URL: 'redis:6379' }, 'REDIS_URL debe ser una URL redis://'],
    [{ REDIS_URL: 'http://redis:6379' }, 'REDIS_URL debe ser una URL redis://'],
    [{ REDIS_URL: 'redis://redis:6379/cero' }, 'REDIS_URL debe ser una URL redis://'],
    // Its password is not repeated in the error.
    [{ REDIS_URL: 'redis://u:clave@redis:6379/x' }, '(es "redis://u:***@redis:6379/x")'],
    [{ REDIS_PREFIX: 'con espacios' }, 'REDIS_PREFIX debe ser'],
    [
      { STOP_DELAY_MS: '90000' },
      'STOP_DELAY_MS debe ser un número entero de milisegundos entre 0 y',
    ],
    [{ STOP_DELAY_MS: '1.5' }, 'STOP_DELAY_MS debe ser'],
  ])('refuses %o naming the variable in Spanish', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every wrong variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      /^PORT debe ser .*; LOG_LEVEL debe ser /,
    );
  });

  describe('the operator token from a file (a Docker or Kubernetes secret)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-config-'));
    const file = (name: string, content: string) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    };

    it('reads it, without the line end a secret file usually ends with', () => {
      const path = file('token', 'secreto-de-un-archivo\n');
      expect(loadConfig({ OPERATOR_TOKEN_FILE: path }).operatorToken).toBe('secreto-de-un-archivo');
    });

    it('refuses a missing file, a short token and a token given twice, never quoting it', () => {
      const missing = join(dir, 'no-existe');
      expect(() => loadConfig({ OPERATOR_TOKEN_FILE: missing })).toThrow(
        `OPERATOR_TOKEN_FILE debe ser un archivo legible (es "${missing}")`,
      );
      const short = file('short', 'corto\n');
      expect(() => loadConfig({ OPERATOR_TOKEN_FILE: short })).toThrow(ConfigError);
      expect(() => loadConfig({ OPERATOR_TOKEN_FILE: short })).not.toThrow('corto');
      const both = {
        OPERATOR_TOKEN_FILE: file('both', 'secreto-de-un-archivo'),
        OPERATOR_TOKEN: 'secreto-del-entorno',
      };
      expect(() => loadConfig(both)).toThrow(
        'OPERATOR_TOKEN y OPERATOR_TOKEN_FILE no pueden darse a la vez',
      );
    });
  });
});
