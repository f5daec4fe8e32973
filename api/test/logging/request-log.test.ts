import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import {
  formatMessage,
  logFormatFrom,
  LogFormatError,
  loggerOptions,
  type LogFormat,
} from '../../src/logging/logger.ts';
import { BACKENDS } from '../helpers/backends.ts';

const pglite = BACKENDS.find((backend) => backend.name === 'PGlite');

/** An app logging at info in `format` into a buffer; its lines, colours removed. */
async function loggingApp(format: LogFormat) {
  const db = await (pglite?.open() ?? Promise.reject(new Error('no PGlite')));
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const app = await buildApp({
    db,
    corsOrigins: [],
    logger: loggerOptions(format, 'info', output),
  });
  const lines = () => stripVTControlCharacters(text).split('\n').filter(Boolean);
  return { app, lines };
}

describe('the request log', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('writes one readable line per request in the terminal: method, path, status, ms, id', async () => {
    const logging = await loggingApp('pretty');
    app = logging.app;
    await app.inject('/v1/api/startups/read?name=zz');
    await app.inject('/v1/api/no-existe');
    expect(logging.lines()).toEqual([
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\] INFO: GET \/v1\/api\/startups\/read\?name=zz 200 \d+(\.\d)? ms req-\d+$/,
      ),
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\] INFO: GET \/v1\/api\/no-existe 404 [\d.]+ ms req-\d+$/,
      ),
    ]);
  });

  it('writes one JSON object per request for a container', async () => {
    const logging = await loggingApp('json');
    app = logging.app;
    await app.inject({ method: 'POST', url: '/v1/api/startups/create', payload: {} });
    const lines = logging.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const answered = lines.filter((line) => line.msg === 'request answered');
    expect(answered).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/v1/api/startups/create',
        statusCode: 400,
        responseTime: expect.any(Number) as number,
        reqId: expect.stringMatching(/^req-/) as string,
      }),
    ]);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('reads LOG_FORMAT: pretty by default, json on request, anything else refused', () => {
    expect(logFormatFrom({})).toBe('pretty');
    expect(logFormatFrom({ LOG_FORMAT: '' })).toBe('pretty');
    expect(logFormatFrom({ LOG_FORMAT: 'json' })).toBe('json');
    expect(() => logFormatFrom({ LOG_FORMAT: 'xml' })).toThrow(LogFormatError);
  });

  it('sums an error up on its own line in the terminal: message, code, where in the API', () => {
    const stack = [
      'Error: connect ECONNREFUSED 127.0.0.1:5432',
      '    at TCPConnectWrap.afterConnect (node:net:1611:16)',
      '    at /app/node_modules/pg-pool/index.js:45:11',
      '    at async Object.query (/app/api/src/db/postgres.ts:112:43)',
    ].join('\n');
    const err = { message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED', stack };
    expect(formatMessage({ msg: 'request failed', reqId: 'req-7', err }, 'msg')).toBe(
      'request failed req-7: connect ECONNREFUSED 127.0.0.1:5432 [ECONNREFUSED] ' +
        'at async Object.query (/app/api/src/db/postgres.ts:112:43)',
    );
  });
});
