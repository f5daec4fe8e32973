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
      trustProxy: 'loopback,linklocal,uniquelocal',
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
        TRUST_PROXY: '10.0.0.1',
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
      trustProxy: '10.0.0.1',
    });
    expect(loadConfig({ CORS_ORIGINS: '*', SEED_DEMO: '1' })).toMatchObject({
      corsOrigins: true,
      seedDemo: true,
    });
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    { PORT: 'abc' },
    { PORT: '70000' },
    { SEED_DEMO: 'yes' },
    { LOG_LEVEL: 'loud' },
    { WRITE_RATE_LIMIT: '-1' },
    { WRITE_RATE_LIMIT: 'many' },
  ])('refuses %o with a clear message', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});
