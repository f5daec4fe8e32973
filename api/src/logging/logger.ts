import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pretty from 'pino-pretty';

/**
 * How the API writes its log. `pretty` (the default, for `npm start` and `npm run dev`): one short
 * line per entry, e.g. `12:04:05 INFO  GET /v1/api/startups/read 200 3.1 ms req-1`. `json`: one
 * JSON object per line, for a container's log collector (the Dockerfile and docker-compose.yml set
 * it). Read from LOG_FORMAT.
 */
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export class LogFormatError extends Error {}

export function logFormatFrom(env: NodeJS.ProcessEnv = process.env): LogFormat {
  const value = env.LOG_FORMAT?.trim() ?? '';
  if (value === '') return 'pretty';
  const format = LOG_FORMATS.find((known) => known === value);
  if (!format) {
    throw new LogFormatError(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, got "${value}"`);
  }
  return format;
}

/** The fields of a request's one line (see OneLinePerRequest). */
interface RequestLine {
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  err?: { message?: string; code?: string; stack?: string };
}

/** Where an error was thrown from: the first frame in the API's own code. */
const ownFrame = (stack = '') =>
  stack
    .split('\n')
    .find(
      (line) => /^\s+at /.test(line) && !line.includes('node_modules') && !line.includes('node:'),
    )
    ?.trim();

/**
 * `GET /v1/api/startups/read 200 3.1 ms req-1` for a request's line; the message otherwise, with
 * an error's message, code and origin on the same line (the whole stack is in the JSON format).
 */
export function formatMessage(log: Record<string, unknown>, messageKey: string): string {
  const { reqId, method, url, statusCode, responseTime, err } = log as RequestLine;
  const message = typeof log[messageKey] === 'string' ? log[messageKey] : '';
  const request = reqId === undefined ? '' : ` ${reqId}`;
  if (method !== undefined && statusCode !== undefined) {
    return `${method} ${url ?? ''} ${String(statusCode)} ${String(responseTime)} ms${request}`;
  }
  if (!err) return `${message}${request}`;
  const code = err.code === undefined ? '' : ` [${err.code}]`;
  const origin = ownFrame(err.stack);
  return `${message}${request}: ${err.message ?? ''}${code}${origin ? ` ${origin}` : ''}`;
}

/** Fastify's `logger` option for `format` at `level`, writing to stdout unless told otherwise. */
export function loggerOptions(
  format: LogFormat,
  level: string,
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (format === 'json') return destination ? { level, stream: destination } : { level };
  return {
    level,
    // In the process, not a worker thread (pino's transports): nothing to find beside the bundle.
    stream: pretty({
      destination: destination ?? process.stdout,
      sync: true,
      singleLine: true, // any other fields, an error's among them, on the same line
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,method,url,statusCode,responseTime,err',
      errorLikeObjectKeys: [], // an error is summed up in its entry's line (formatMessage)
      messageFormat: formatMessage,
    }),
  };
}

/**
 * One line per request once it is answered (method, path, status, milliseconds, request id), in
 * place of Fastify's two ('incoming request', then 'request completed' with the reply object).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {
    // Nothing: the request's line is written once its answer is known.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.warn(line, 'request answered');
    else reply.log.info(line, 'request answered');
  }
}
