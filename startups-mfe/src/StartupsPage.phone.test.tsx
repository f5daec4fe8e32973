import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { stubNarrowScreen } from '../../shared/testing/narrow-screen.ts';
import { buildStartup, buildStartups } from './testing/data.ts';
import { db } from './testing/handlers.ts';
import { renderStartupsPage } from './testing/render.tsx';

beforeEach(stubNarrowScreen);
afterEach(() => vi.unstubAllGlobals());

const list = () => screen.getByRole('list', { name: 'Lista de startups' });
const itemNames = () =>
  within(list())
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);

describe('on a phone', () => {
  test('each startup is a stacked item: its name first, then every field under its label', async () => {
    db.reset([
      buildStartup({
        name: 'Kavak',
        founded_at: '2016-03-01',
        location: 'Ciudad de México, México',
        category: 'E-commerce',
        funding_amount: 1_500_000,
      }),
    ]);
    const { user } = renderStartupsPage();
    const item = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(item.firstElementChild).toHaveTextContent('Kavak');
    const terms = within(item).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Fundación',
      'Ubicación',
      'Categoría',
      'Inversión',
    ]);
    expect(
      within(item)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['1 mar 2016', 'Ciudad de México, México', 'E-commerce', 'USD\u00a01,500,000']);
    await user.click(within(item).getByRole('button', { name: 'Editar Kavak' }));
    expect(await screen.findByRole('dialog', { name: 'Editar Startup' })).toBeInTheDocument();
  });

  test("'Ordenar por' sorts the list as the headers would, kept in the URL", async () => {
    db.reset(['Beta', 'Ñandú', 'árbol'].map((name) => buildStartup({ name })));
    const { user, router } = renderStartupsPage();
    await waitFor(() => expect(itemNames()).toEqual(['Beta', 'Ñandú', 'árbol']));
    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Nombre (Z–A)');
    expect(select).toHaveValue('-name');
    await waitFor(() => expect(itemNames()).toEqual(['Ñandú', 'Beta', 'árbol']));
    expect(router.state.location.search).toBe('?sort=-name');
    await act(() => router.navigate(-1));
    expect(select).toHaveValue('');
    expect(itemNames()).toEqual(['Beta', 'Ñandú', 'árbol']);
  });

  test('a whole list keeps every item in the DOM, laid out only once it nears the screen', async () => {
    const startups = buildStartups(120);
    db.reset(startups);
    renderStartupsPage();
    await screen.findByRole('heading', { name: startups[0]?.name });
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(120);
    for (const item of items) {
      expect(item.style.contentVisibility).toBe('auto');
      expect(item.style.containIntrinsicSize).toBe('auto 295px');
    }
  });

  test('a long list stays virtualised: only the items near the screen are in the DOM', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(295);
    const startups = buildStartups(10_000);
    db.reset(startups);
    renderStartupsPage();
    await screen.findByRole('heading', { name: startups[0]?.name });
    const items = within(list()).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(2);
    expect(items.length).toBeLessThan(20);
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    // Each item is laid out: the virtualiser measures its height.
    expect(items[0]?.style.contentVisibility).toBe('');

    // Scrolling the page brings later items in, with their true position.
    act(() => {
      window.scrollY = 307 * 5000;
      window.dispatchEvent(new Event('scroll'));
    });
    const far = await screen.findByRole('heading', { name: startups[5000]?.name });
    expect(far.closest('li')).toHaveAttribute('aria-posinset', '5001');
    expect(screen.queryByRole('heading', { name: startups[0]?.name })).toBeNull();
  });
});
