import { PROXY_ERROR_MESSAGES, SUCCESS_MESSAGES } from '@sistema/shared';
import { cleanup, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { buildStartup } from './testing/data.ts';
import { expectDone, expectNoDialog } from '../../shared/testing/list-page-dialogs.ts';
import { fillValid, renderModal, submitCreate } from './testing/form-modal.tsx';
import { API } from './testing/handlers.ts';
import { server } from './testing/server.ts';

/** The create endpoint: fails with the proxy's 502 the first `failures` times; logs each key. */
function createEndpoint(failures: number) {
  const keys: (string | null)[] = [];
  server.use(
    http.post(`${API}/startups/create`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      if (keys.length <= failures) {
        return HttpResponse.json(
          { error: PROXY_ERROR_MESSAGES.apiConnectionLost },
          { status: 502 },
        );
      }
      return HttpResponse.json(
        { message: SUCCESS_MESSAGES.startupCreated, data: buildStartup() },
        { status: 201 },
      );
    }),
  );
  return keys;
}

test('the same opened form sends the same Idempotency-Key on every retry', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const keys = createEndpoint(2);
  const ui = await renderModal();
  await fillValid(ui);
  await ui.user.click(submitCreate());
  expect(await within(ui.dialog).findByRole('alert')).toHaveTextContent(
    PROXY_ERROR_MESSAGES.apiConnectionLost,
  );
  await ui.user.click(submitCreate());
  await waitFor(() => expect(keys).toHaveLength(2));
  await ui.user.click(submitCreate());
  await expectDone(SUCCESS_MESSAGES.startupCreated);
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size).toBe(1);
});

test('each opened form has a key of its own', async () => {
  const keys = createEndpoint(0);
  for (let opening = 0; opening < 2; opening += 1) {
    const ui = await renderModal();
    await fillValid(ui);
    await ui.user.click(submitCreate());
    await expectDone(SUCCESS_MESSAGES.startupCreated);
    cleanup();
  }
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe(keys[1]);
  expectNoDialog();
});
