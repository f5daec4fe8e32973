import axios from 'axios';

// Optimistic concurrency, client side: every update and delete names the version the user opened
// (If-Match), and the API refuses it when the record changed (412) or is gone (404) since.

/** The header that makes an update or delete apply only to this version of the record. */
export const ifMatch = (version: number) => ({ 'If-Match': `"${String(version)}"` });

/** What the errors below say when the answer brought no message of its own. */
export const RECORD_CHANGED_MESSAGE =
  'Otra persona modificó este registro mientras lo tenías abierto.';
export const RECORD_GONE_MESSAGE =
  'Este registro ya no existe: otra persona lo eliminó. La lista se ha actualizado.';

/** Someone else changed the record since it was opened: `current` is how it is now. */
export class RecordChangedError<T> extends Error {
  constructor(
    message: string,
    readonly current: T,
  ) {
    super(message);
    this.name = 'RecordChangedError';
  }
}

/** The record was deleted since it was opened (the API's 404 message, as docs/product.md prefers). */
export class RecordGoneError extends Error {
  constructor(message: string = RECORD_GONE_MESSAGE) {
    super(message);
    this.name = 'RecordGoneError';
  }
}

const errorOf = (body: unknown) =>
  body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
    ? body.error
    : undefined;

/** Awaits an update or delete, turning a 412 or 404 answer into the errors above. */
export async function conditionalWrite<R>(request: Promise<R>): Promise<R> {
  try {
    return await request;
  } catch (failure: unknown) {
    if (!axios.isAxiosError(failure) || !failure.response) throw failure;
    const { status, data } = failure.response as { status: number; data: unknown };
    if (status === 404) throw new RecordGoneError(errorOf(data));
    if (status === 412 && data && typeof data === 'object' && 'data' in data) {
      throw new RecordChangedError(errorOf(data) ?? RECORD_CHANGED_MESSAGE, data.data);
    }
    throw failure;
  }
}

/** A record the user sees, in the version they saw it. */
export interface Versioned {
  id: number;
  version: number;
}

/** The write was refused because the record changed or vanished: the lists showing it are stale. */
export const isOutdated = (failure: unknown) =>
  failure instanceof RecordChangedError || failure instanceof RecordGoneError;
