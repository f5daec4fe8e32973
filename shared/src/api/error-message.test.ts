import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { getErrorMessage } from './error-message.ts';

function answered(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    null,
    {
      status,
      statusText: '',
      data,
      headers: {},
      config,
    },
  );
}

describe('getErrorMessage', () => {
  it("prefers the answer's error field", () => {
    expect(getErrorMessage(answered(400, { error: 'El nombre es requerido' }))).toBe(
      'El nombre es requerido',
    );
  });

  it('falls back to the error message when the answer has no error field', () => {
    expect(getErrorMessage(answered(502, '<html>Bad gateway</html>'))).toBe(
      'Request failed with status code 502',
    );
    expect(getErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('Network Error');
  });

  it("says 'Error desconocido' when there is nothing to show", () => {
    expect(getErrorMessage(undefined)).toBe('Error desconocido');
    expect(getErrorMessage(new Error(''))).toBe('Error desconocido');
    expect(getErrorMessage({ something: 'else' })).toBe('Error desconocido');
  });
});
