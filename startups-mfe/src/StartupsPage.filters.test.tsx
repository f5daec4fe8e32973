import { FILTER_COMMIT_DELAY_MS } from '@sistema/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { buildStartup } from './testing/data.ts';
import { API, db } from './testing/handlers.ts';
import { renderStartupsPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

const kavak = buildStartup({ name: 'Kavak', category: 'E-commerce' });
const clip = buildStartup({ name: 'Clip', category: 'FinTech' });
const konfio = buildStartup({ name: 'Konfío', category: 'FinTech' });

/** The query strings of every list request, in order. */
const reads = () => db.calls.filter((call) => call.method === 'GET').map((call) => call.search);
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por nombre' });
const categorySelect = () => screen.getByRole('combobox', { name: 'Categoría' });
const rowNames = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent);
const settle = () => act(() => delay(FILTER_COMMIT_DELAY_MS + 100));

describe('filters', () => {
  test('the filter card has its search, its category select and Limpiar Filtros', async () => {
    renderStartupsPage();
    expect(searchBox()).toHaveAttribute('placeholder', 'Buscar por nombre...');
    const options = Array.from(categorySelect().querySelectorAll('option'), (o) => o.textContent);
    expect(options).toEqual([
      'Todas las categorías',
      'AI/ML',
      'FinTech',
      'HealthTech',
      'EdTech',
      'CleanTech',
      'E-commerce',
      'SaaS',
      'IoT',
      'Blockchain',
      'Other',
    ]);
    expect(screen.getByRole('button', { name: 'Limpiar Filtros' })).toBeEnabled();
    await waitFor(() => expect(reads()).toEqual(['']));
  });

  test('the input keeps every keystroke at once; the URL and the list follow when typing pauses', async () => {
    db.reset([kavak, clip, konfio]);
    const { user, router } = renderStartupsPage();
    await screen.findByRole('cell', { name: 'Clip' });

    await user.type(searchBox(), 'k');
    expect(searchBox()).toHaveValue('k');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(rowNames()).toEqual(['Kavak', 'Konfío']));
    expect(router.state.location.search).toBe('?name=k');
    expect(router.state.historyAction).toBe('PUSH');

    // Typing on in the same search replaces that entry: Back leaves the search in one step.
    await user.type(searchBox(), 'av');
    await waitFor(() => expect(rowNames()).toEqual(['Kavak']));
    expect(router.state.historyAction).toBe('REPLACE');
    // One request per pause, not one per keystroke.
    expect(reads()).toEqual(['', '?name=k', '?name=kav']);
    expect(router.state.location.search).toBe('?name=kav');
    await act(() => router.navigate(-1));
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  }, 10_000);

  test('fast typing loses no character and sends the whole text once', async () => {
    db.reset([buildStartup({ name: 'Sol del Desierto' }), clip]);
    renderStartupsPage();
    await screen.findByRole('cell', { name: 'Clip' });
    // No pause at all between the keys, as a fast typist, a paste or a barcode scanner.
    await userEvent.setup({ delay: null }).type(searchBox(), 'sol del desierto');
    expect(searchBox()).toHaveValue('sol del desierto');
    await waitFor(() => expect(rowNames()).toEqual(['Sol del Desierto']));
    await settle();
    expect(searchBox()).toHaveValue('sol del desierto');
    expect(reads()).toEqual(['', '?name=sol+del+desierto']);
  });

  test('Back returns to the previous search, input and list together', async () => {
    db.reset([kavak, clip, konfio]);
    const { user, router } = renderStartupsPage();
    await screen.findByRole('cell', { name: 'Clip' });
    await user.type(searchBox(), 'Clip');
    await waitFor(() => expect(rowNames()).toEqual(['Clip']));
    await user.clear(searchBox());
    await user.type(searchBox(), 'Kavak');
    await waitFor(() => expect(rowNames()).toEqual(['Kavak']));
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    expect(searchBox()).toHaveValue('Clip');
    await waitFor(() => expect(rowNames()).toEqual(['Clip']));
    await act(() => router.navigate(-1));
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  }, 10_000);

  test('a category applies once chosen, in one history entry', async () => {
    db.reset([kavak, clip, konfio]);
    const { user, router } = renderStartupsPage();
    await screen.findByRole('cell', { name: 'Clip' });
    await user.selectOptions(categorySelect(), 'FinTech');
    expect(categorySelect()).toHaveValue('FinTech');
    await waitFor(() => expect(rowNames()).toEqual(['Clip', 'Konfío']));
    expect(router.state.location.search).toBe('?category=FinTech');
    expect(router.state.historyAction).toBe('PUSH');
    expect(reads()).toEqual(['', '?category=FinTech']);
  });

  test('arrowing through the categories loads and records only the one it stops on', async () => {
    db.reset([kavak, clip, konfio]);
    const { router } = renderStartupsPage();
    await screen.findByRole('cell', { name: 'Clip' });
    // A closed select sends one change per option the arrow keys pass.
    for (const category of ['AI/ML', 'FinTech', 'HealthTech', 'EdTech', 'E-commerce']) {
      fireEvent.change(categorySelect(), { target: { value: category } });
    }
    expect(categorySelect()).toHaveValue('E-commerce');
    await waitFor(() => expect(rowNames()).toEqual(['Kavak']));
    await settle();
    expect(reads()).toEqual(['', '?category=E-commerce']);

    await act(() => router.navigate(-1));
    expect(categorySelect()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  }, 10_000);

  test('both filters are sent together; blank ones never', async () => {
    db.reset([kavak, clip, konfio]);
    const { user } = renderStartupsPage();
    await screen.findByRole('cell', { name: 'Clip' });
    await user.type(searchBox(), '   ');
    await settle();
    expect(reads()).toEqual(['']);
    await user.clear(searchBox());
    await user.type(searchBox(), 'Kon');
    await user.selectOptions(categorySelect(), 'FinTech');
    await waitFor(() => expect(rowNames()).toEqual(['Konfío']));
    await settle();
    expect(reads()).toEqual(['', '?name=Kon&category=FinTech']);
  });

  test('Limpiar Filtros empties both inputs, the URL and the request at once', async () => {
    db.reset([kavak, clip, konfio]);
    const { user, router } = renderStartupsPage('/startups?name=Kon&category=FinTech');
    await screen.findByRole('cell', { name: 'Konfío' });
    await user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    expect(searchBox()).toHaveValue('');
    expect(categorySelect()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    await settle();
    expect(reads()).toEqual(['?name=Kon&category=FinTech', '']);
  });

  test('a filtered URL loaded fresh shows the filtered list with the inputs prefilled', async () => {
    db.reset([kavak, clip, konfio]);
    renderStartupsPage('/startups?name=Kon&category=FinTech');
    expect(searchBox()).toHaveValue('Kon');
    expect(categorySelect()).toHaveValue('FinTech');
    await waitFor(() => expect(rowNames()).toEqual(['Konfío']));
    expect(reads()).toEqual(['?name=Kon&category=FinTech']);
  });

  test('Back undoes a filter change', async () => {
    db.reset([kavak, clip, konfio]);
    const { user, router } = renderStartupsPage();
    await screen.findByRole('cell', { name: 'Clip' });
    await user.selectOptions(categorySelect(), 'E-commerce');
    await waitFor(() => expect(rowNames()).toEqual(['Kavak']));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(categorySelect()).toHaveValue('');
    expect(reads()).toEqual(['', '?category=E-commerce', '']);
  });

  test('an unknown category in the URL is ignored, not sent', async () => {
    db.reset([kavak]);
    renderStartupsPage('/startups?category=Nope');
    await screen.findByRole('cell', { name: 'Kavak' });
    expect(categorySelect()).toHaveValue('');
    expect(reads()).toEqual(['']);
  });

  test('an older answer never replaces a newer one', async () => {
    db.reset([kavak, clip]);
    // The unfiltered answer is slow; the filtered one comes first.
    server.use(
      http.get(`${API}/startups/read`, async ({ request }) => {
        const category = new URL(request.url).searchParams.get('category');
        // Slower than the time a choice takes to settle.
        if (!category) await delay(FILTER_COMMIT_DELAY_MS + 200);
        return HttpResponse.json({
          data: db.startups.filter((startup) => !category || startup.category === category),
        });
      }),
    );
    const { user } = renderStartupsPage();
    await user.selectOptions(categorySelect(), 'FinTech');
    await waitFor(() => expect(rowNames()).toEqual(['Clip']));
    await act(() => delay(FILTER_COMMIT_DELAY_MS + 300));
    expect(rowNames()).toEqual(['Clip']);
  });
});
