import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_MESSAGES, getErrorMessage } from './error-message.ts';

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
  });

  it('says in Spanish that no answer came, never the browser’s English words', () => {
    const refused = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(getErrorMessage(refused)).toBe(CONNECTION_MESSAGES.unreachable);
    const late = new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED');
    expect(getErrorMessage(late)).toBe('La petición tardó demasiado');
  });

  it('says so when the browser is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(getErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(
        'Sin conexión a internet. Revisa tu conexión e inténtalo de nuevo.',
      );
    } finally {
      online.mockRestore();
    }
  });

  it("says 'Error desconocido' when there is nothing to show", () => {
    expect(getErrorMessage(undefined)).toBe('Error desconocido');
    expect(getErrorMessage(new Error(''))).toBe('Error desconocido');
    expect(getErrorMessage({ something: 'else' })).toBe('Error desconocido');
  });
});
