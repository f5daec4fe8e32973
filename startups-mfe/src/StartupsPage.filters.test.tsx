import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { NAME_DEBOUNCE_MS } from './hooks/useStartupFilters.ts';
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
const settle = () => new Promise((resolve) => setTimeout(resolve, NAME_DEBOUNCE_MS + 100));

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

  test('typing searches once it pauses, mirrored in the URL without new history entries', async () => {
    db.reset([kavak, clip, konfio]);
    const { user, router } = renderStartupsPage();
    await screen.findByRole('cell', { name: 'Clip' });

    await user.type(searchBox(), 'k');
    expect(router.state.location.search).toBe('?name=k');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(rowNames()).toEqual(['Kavak', 'Konfío']));

    await user.type(searchBox(), 'av');
    await waitFor(() => expect(rowNames()).toEqual(['Kavak']));
    // One request per pause, not one per keystroke.
    expect(reads()).toEqual(['', '?name=k', '?name=kav']);
    expect(router.state.location.search).toBe('?name=kav');
  });

  test('the category applies at once and adds a history entry', async () => {
    db.reset([kavak, clip, konfio]);
    const { user, router } = renderStartupsPage();
    await screen.findByRole('cell', { name: 'Clip' });
    await user.selectOptions(categorySelect(), 'FinTech');
    expect(router.state.location.search).toBe('?category=FinTech');
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(rowNames()).toEqual(['Clip', 'Konfío']));
    expect(reads()).toEqual(['', '?category=FinTech']);
  });

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
    await router.navigate(-1);
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
        if (!category) await delay(150);
        return HttpResponse.json({
          data: db.startups.filter((startup) => !category || startup.category === category),
        });
      }),
    );
    const { user } = renderStartupsPage();
    await user.selectOptions(categorySelect(), 'FinTech');
    await waitFor(() => expect(rowNames()).toEqual(['Clip']));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(rowNames()).toEqual(['Clip']);
  });
});
