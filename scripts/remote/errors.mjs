// What the commands read from a thrown value, which may be anything (`unknown` in a catch).

/** A mistake in the command line: the command line answers it with its usage too. */
export class UsageError extends Error {}

/**
 * The `code` of a Node error (ENOENT, EEXIST, ERR_PARSE_ARGS_…), undefined when it has none.
 * @param {unknown} error
 */
export function errorCode(error) {
  return typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** @param {unknown} error */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Why a request (fetch) failed, briefly: its cause's code (ECONNREFUSED, …), else its message.
 * @param {unknown} error
 */
export function requestFailure(error) {
  return errorCode(error instanceof Error ? error.cause : undefined) ?? messageOf(error);
}
