import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { describeOnBackends } from '../helpers/backends.ts';
import { startupBody, technologyBody } from '../helpers/fixtures.ts';
import { call } from '../helpers/http.ts';

// What the API reads: plain UTF-8 JSON, well-formed text, limits counted in the characters a
// person sees. Anything else is refused with a Spanish answer and stores nothing.

describeOnBackends('strict input', (context) => {
  const post = (payload: string | Buffer, headers: Record<string, string>) =>
    context.app.inject({ method: 'POST', url: '/v1/api/startups/create', payload, headers });
  const stored = async () =>
    (await call<{ data: unknown[] }>(context.app, 'GET', '/v1/api/startups/read')).body.data;
  const json = JSON.stringify(startupBody());

  it.each([['gzip'], ['deflate'], ['br'], ['identity, gzip']])(
    'answers 415 to a body labelled Content-Encoding: %s, even when it is plain JSON',
    async (encoding) => {
      const answer = await post(json, {
        'content-type': 'application/json',
        'content-encoding': encoding,
      });
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({ error: ERROR_MESSAGES.unsupportedContentEncoding });
      expect(await stored()).toEqual([]);
    },
  );

  it.each([['utf-16'], ['UTF-16LE'], ['iso-8859-1'], ['"latin1"']])(
    'answers 415 to a body in charset=%s',
    async (charset) => {
      const answer = await post(json, { 'content-type': `application/json; charset=${charset}` });
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({ error: ERROR_MESSAGES.unsupportedCharset });
      expect(await stored()).toEqual([]);
    },
  );

  it('reads UTF-8 however it is labelled, and identity as no encoding', async () => {
    for (const headers of [
      { 'content-type': 'application/json; charset=UTF-8', 'content-encoding': 'identity' },
      { 'content-type': 'application/json;charset="utf-8"' },
      { 'content-type': 'application/json; charset=utf8' },
    ] as Record<string, string>[]) {
      expect((await post(json, headers)).statusCode).toBe(201);
    }
    expect(await stored()).toHaveLength(3);
  });

  it('answers 400 to bytes that are not UTF-8 instead of storing U+FFFD', async () => {
    const latin1 = Buffer.from(JSON.stringify(startupBody({ name: 'Señal' })), 'latin1');
    const answer = await post(latin1, { 'content-type': 'application/json' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: ERROR_MESSAGES.malformedJson });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['startups', 'name', startupBody({ name: 'Kav\uD800ak' })],
    ['startups', 'location', startupBody({ location: 'Lima \uDC00' })],
    ['technologies', 'name', technologyBody({ name: '\uD83D' })],
    ['technologies', 'description', technologyBody({ description: 'Rápida \uDE00' })],
  ])(
    'answers 400 to half a surrogate pair in %s.%s, with that field’s message',
    async (resource, field, body) => {
      // JSON.stringify writes a lone surrogate as the escape \\udXXX, as a client would.
      const answer = await call(context.app, 'POST', `/v1/api/${resource}/create`, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: VALIDATION_MESSAGES.forbiddenCharacter,
        details: { [field]: VALIDATION_MESSAGES.forbiddenCharacter },
      });
      const list = await call<{ data: unknown[] }>(context.app, 'GET', `/v1/api/${resource}/read`);
      expect(list.body.data).toEqual([]);
    },
  );

  it('answers the bytes of half a surrogate pair in the name filter without a 5xx', async () => {
    // A URL cannot carry a lone surrogate: percent-encoded, its bytes are no UTF-8 at all.
    const answer = await call(context.app, 'GET', '/v1/api/startups/read?name=%ED%A0%80a');
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toHaveProperty(answer.status === 200 ? 'data' : 'error');
  });

  it('counts 120 characters as a person sees them: 120 flags pass, 121 do not', async () => {
    const flags = '🇲🇽'.repeat(120);
    const created = await call<{ data: { name: string } }>(
      context.app,
      'POST',
      '/v1/api/startups/create',
      startupBody({ name: flags, location: '👩‍💻'.repeat(120) }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.name).toBe(flags);
    const tooLong = await call(
      context.app,
      'POST',
      '/v1/api/startups/create',
      startupBody({ name: '😀'.repeat(121) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      error: VALIDATION_MESSAGES.nameTooLong,
      details: { name: VALIDATION_MESSAGES.nameTooLong },
    });
    const description = await call(
      context.app,
      'POST',
      '/v1/api/technologies/create',
      technologyBody({ description: 'e\u0301'.repeat(500) }),
    );
    expect(description.status).toBe(201);
  });
});
