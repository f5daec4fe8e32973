import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { CONFLICT_TEXT } from '../forms/conflict-text.ts';
import {
  conditionalWrite,
  ifMatch,
  RecordChangedError,
  RecordGoneError,
} from './conditional-write.ts';

const answer = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('conditionalWrite', () => {
  it('names the version as a quoted ETag', () => {
    expect(ifMatch(7)).toEqual({ 'If-Match': '"7"' });
  });

  it('turns a 412 into RecordChangedError with the record as it is now', async () => {
    const current = { id: 1, version: 3, name: 'Ahora' };
    const failure = conditionalWrite(
      Promise.reject(answer(412, { error: 'Otra persona la modificó', data: current })),
    );
    await expect(failure).rejects.toBeInstanceOf(RecordChangedError);
    await expect(failure).rejects.toMatchObject({ message: 'Otra persona la modificó', current });
  });

  it("turns a 404 into RecordGoneError with the API's message, else a Spanish one", async () => {
    const gone = conditionalWrite(Promise.reject(answer(404, { error: 'Startup no encontrada' })));
    await expect(gone).rejects.toBeInstanceOf(RecordGoneError);
    await expect(gone).rejects.toThrow('Startup no encontrada');
    await expect(conditionalWrite(Promise.reject(answer(404, '')))).rejects.toThrow(
      CONFLICT_TEXT.gone,
    );
  });

  it('passes every other outcome through untouched', async () => {
    await expect(conditionalWrite(Promise.resolve('ok'))).resolves.toBe('ok');
    const serverError = answer(500, { error: 'Error interno' });
    await expect(conditionalWrite(Promise.reject(serverError))).rejects.toBe(serverError);
    const network = new Error('Network Error');
    await expect(conditionalWrite(Promise.reject(network))).rejects.toBe(network);
  });
});
