import { ERROR_MESSAGES, fieldErrors } from '@sistema/shared/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from './http/validation.ts';
import { CursorError } from './resources/list-order.ts';

// The one place that turns a failure into an answer: `{ error, details? }` with a Spanish message.
// 5xx answers never carry the cause (stack, SQL, file path): it goes to the log only.

interface ErrorAnswer {
  status: number;
  error: string;
  details?: Record<string, string>;
}

// Fastify's own errors that are the client's doing.
const FRAMEWORK_ANSWERS: Record<string, Omit<ErrorAnswer, 'details'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: ERROR_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: ERROR_MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: ERROR_MESSAGES.invalidInput },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: ERROR_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: ERROR_MESSAGES.unsupportedMediaType },
  FST_ERR_BAD_URL: { status: 400, error: ERROR_MESSAGES.invalidInput },
  FST_ERR_MAX_PARAM_LENGTH: { status: 404, error: ERROR_MESSAGES.routeNotFound },
  FST_ERR_HANDLER_TIMEOUT: { status: 503, error: ERROR_MESSAGES.timeout },
  // The API's own (db/deadline.ts, http/idempotency.ts).
  WRITE_CANCELLED: { status: 503, error: ERROR_MESSAGES.timeout },
  WRITE_OUTCOME_UNKNOWN: { status: 503, error: ERROR_MESSAGES.outcomeUnknown },
  IDEMPOTENCY_KEY_INVALID: { status: 400, error: ERROR_MESSAGES.idempotencyKeyInvalid },
  IDEMPOTENCY_KEY_REUSED: { status: 422, error: ERROR_MESSAGES.idempotencyKeyReused },
  WRITE_RATE_LIMITED: { status: 429, error: ERROR_MESSAGES.tooManyRequests },
  // http/json-body.ts
  UNSUPPORTED_CONTENT_ENCODING: { status: 415, error: ERROR_MESSAGES.unsupportedContentEncoding },
  UNSUPPORTED_CHARSET: { status: 415, error: ERROR_MESSAGES.unsupportedCharset },
  BODY_NOT_UTF8: { status: 400, error: ERROR_MESSAGES.malformedJson },
};

/** A route with an `:id` names its record's 404 message in its config (`notFoundMessage`). */
function notFoundMessageOf(request: FastifyRequest): string {
  const config = request.routeOptions.config;
  return 'notFoundMessage' in config && typeof config.notFoundMessage === 'string'
    ? config.notFoundMessage
    : ERROR_MESSAGES.routeNotFound;
}

function answerFor(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof RequestValidationError) {
    if (error.validationContext === 'params') {
      // The only path parameter is an id: one that is not a valid id names no record.
      return { status: 404, error: notFoundMessageOf(request) };
    }
    const details = fieldErrors(error.zodError);
    const messages = Object.values(details);
    // One wrong field: its own sentence is the most useful banner. Several: a general one.
    return messages.length === 1 && messages[0]
      ? { status: 400, error: messages[0], details }
      : {
          status: 400,
          error: ERROR_MESSAGES.invalidInput,
          ...(messages.length ? { details } : {}),
        };
  }

  // A list's cursor that this order did not make: the field's sentence, as a query's own errors.
  if (error instanceof CursorError) {
    return { status: 400, error: error.message, details: { cursor: error.message } };
  }

  const known = FRAMEWORK_ANSWERS[error.code];
  if (known) return known;
  if (isDatabaseUnavailable(error)) {
    return { status: 503, error: ERROR_MESSAGES.databaseUnavailable };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      error: status === 404 ? ERROR_MESSAGES.routeNotFound : ERROR_MESSAGES.invalidInput,
    };
  }
  return { status: 500, error: ERROR_MESSAGES.internal };
}

// Connection failures (server down, restarting, out of connections): a 503 tells a client to retry.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout ended the session
  '57P05', // idle_session_timeout ended the session
]);

export function isDatabaseUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  return (
    UNAVAILABLE_CODES.has(code) ||
    code.startsWith('08') || // connection_exception class
    // "not queryable": a connection that broke while its transaction was between two statements.
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/i.test(
      message,
    )
  );
}

/** The central error handler; also Fastify's `frameworkErrors` (malformed URL, overlong path). */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, ...body } = answerFor(error, request);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: error.code, status }, 'request refused');
  void reply.code(status).send(body);
}
