import { PROXY_ERROR_MESSAGES } from '@sistema/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { buildStartup } from './testing/data.ts';
import { API, db, record } from './testing/handlers.ts';
import { renderStartupsPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

const DOWN = PROXY_ERROR_MESSAGES.apiUnavailable;
const reads = () => db.calls.filter((call) => call.path.endsWith('/startups/read')).length;
const retryButton = () => screen.getByRole('button', { name: 'Reintentar' });

/** The API answers the list with the proxy's 503 until `restore` is called. */
function apiDown() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let down = true;
  server.use(
    http.get(`${API}/startups/read`, async ({ request }) => {
      await record(request);
      if (down) return HttpResponse.json({ error: DOWN }, { status: 503 });
      return HttpResponse.json({ data: db.startups });
    }),
  );
  return { restore: () => (down = false) };
}

/** A browser's visibilitychange bubbles from the document to the window. */
const tabVisibleAgain = () => new Event('visibilitychange', { bubbles: true });

async function failedPage() {
  db.reset([buildStartup({ id: 7, name: 'Kavak' })]);
  const api = apiDown();
  const ui = renderStartupsPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(DOWN);
  return { ...ui, api };
}

describe('a failed list offers a way back', () => {
  test("'Reintentar' loads the list again, without the empty state meanwhile", async () => {
    const { user, api } = await failedPage();
    expect(screen.queryByText(/Crea la primera/)).not.toBeInTheDocument();
    api.restore();
    await user.click(retryButton());
    expect(await screen.findByRole('cell', { name: 'Kavak' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    // Focus stays with the list: on the first row's 'Editar', not thrown to the top of the page.
    expect(screen.getByRole('button', { name: 'Editar Kavak' })).toHaveFocus();
  });

  test('a retry that fails again shows its banner again and keeps focus on Reintentar', async () => {
    const { user } = await failedPage();
    await user.click(retryButton());
    await waitFor(() => expect(reads()).toBe(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWN);
    await waitFor(() => expect(retryButton()).toHaveFocus());
  });

  test('dismissing the banner puts focus on Reintentar, which stays', async () => {
    const { user } = await failedPage();
    await user.click(screen.getByRole('button', { name: 'Cerrar mensaje' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(retryButton()).toHaveFocus();
    expect(screen.queryByText(/Crea la primera/)).not.toBeInTheDocument();
  });

  test('the list loads again by itself when the browser is back online', async () => {
    const { api } = await failedPage();
    api.restore();
    // As a browser does: 'offline' when the connection went, 'online' when it is back.
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('cell', { name: 'Kavak' })).toBeVisible();
  });

  test('the list loads again by itself when the tab is visible again, after a failure only', async () => {
    const { api } = await failedPage();
    api.restore();
    act(() => void document.dispatchEvent(tabVisibleAgain()));
    expect(await screen.findByRole('cell', { name: 'Kavak' })).toBeVisible();
    expect(reads()).toBe(2);
    // Loaded: coming back to the tab or going online again loads nothing more.
    act(() => void document.dispatchEvent(tabVisibleAgain()));
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(reads()).toBe(2);
  });
});
