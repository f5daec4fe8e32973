import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoDialog } from '../../shared/testing/list-page-dialogs.ts';
import { buildStartup, buildStartups } from './testing/data.ts';
import { db } from './testing/handlers.ts';
import { renderStartupsPage } from './testing/render.tsx';

const kavak = buildStartup({
  name: 'Kavak',
  founded_at: '2016-03-01',
  location: 'Ciudad de México, México',
  category: 'E-commerce',
  funding_amount: 1500000,
});

/** From this many startups only the visible rows are rendered. */
const VIRTUALIZE_FROM_ROWS = 200;

/** The page on a wide screen, in the order of the amount, largest first; once its rows show. */
async function renderTable(startups = [kavak]) {
  db.reset(startups);
  const page = renderStartupsPage('/startups?sort=-fundingAmount');
  await screen.findByRole('table');
  return page;
}

describe('the startups table', () => {
  test('has the six columns of the spec, in order', async () => {
    await renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nombre',
      'Fundación',
      'Ubicación',
      'Categoría',
      'Inversión',
      'Acciones',
    ]);
  });

  test('shows the date in es-MX short form and the funding in USD without decimals', async () => {
    await renderTable();
    const row = screen.getByRole('row', { name: /Kavak/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Kavak',
      '1 mar 2016',
      'Ciudad de México, México',
      'E-commerce',
      // es-MX puts a no-break space after the currency code.
      'USD\u00a01,500,000',
      'EditarEliminar',
    ]);
  });

  test("shows '-' for a missing amount", async () => {
    await renderTable([buildStartup({ name: 'Sin datos', funding_amount: null })]);
    const cells = within(screen.getByRole('row', { name: /Sin datos/ })).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent(/^-$/);
  });

  test('rounds an amount to whole dollars', async () => {
    await renderTable([buildStartup({ name: 'Redondeo', funding_amount: 999.6 })]);
    expect(screen.getByRole('cell', { name: 'USD\u00a01,000' })).toBeInTheDocument();
  });

  test('row buttons show Editar / Eliminar and act on the startup they name', async () => {
    const { user } = await renderTable();
    const edit = screen.getByRole('button', { name: 'Editar Kavak' });
    const remove = screen.getByRole('button', { name: 'Eliminar Kavak' });
    expect(edit).toHaveTextContent(/^Editar$/);
    expect(remove).toHaveTextContent(/^Eliminar$/);

    await user.click(edit);
    const form = screen.getByRole('dialog', { name: 'Editar Startup' });
    expect(within(form).getByLabelText('Nombre')).toHaveValue('Kavak');
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expectNoDialog();

    await user.click(remove);
    const confirm = screen.getByRole('dialog', { name: 'Confirmar Eliminación' });
    expect(confirm).toHaveTextContent('Kavak');
  });

  test('each column but Acciones sorts from a button in its header, which says its order', async () => {
    const { user, router } = await renderTable();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual([
      null,
      null,
      null,
      null,
      'descending',
      null,
    ]);
    const actions = screen.getByRole('columnheader', { name: 'Acciones' });
    expect(within(actions).queryByRole('button')).toBeNull();
    const columns = {
      Nombre: 'name',
      Fundación: 'foundedAt',
      Ubicación: 'location',
      Categoría: 'category',
      Inversión: 'fundingAmount',
    };
    for (const [name, key] of Object.entries(columns)) {
      const header = screen.getByRole('columnheader', { name });
      await user.click(within(header).getByRole('button', { name }));
      // A header's first click sorts ascending, kept in the URL.
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe(key);
      expect(screen.getByRole('columnheader', { name })).toHaveAttribute('aria-sort', 'ascending');
    }
  });

  test('the buttons are reachable and usable with the keyboard', async () => {
    const { user } = await renderTable();
    // After the last sortable header: the row's checkbox, then its buttons.
    screen.getByRole('button', { name: 'Inversión' }).focus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Kavak' })).toHaveFocus();
    await user.tab();
    const edit = screen.getByRole('button', { name: 'Editar Kavak' });
    expect(edit).toHaveFocus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('dialog', { name: 'Editar Startup' });
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    edit.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Eliminar Kavak' })).toHaveFocus();
  });
});

describe('a long list', () => {
  test(`renders every row below ${VIRTUALIZE_FROM_ROWS}`, async () => {
    await renderTable(buildStartups(VIRTUALIZE_FROM_ROWS - 1));
    expect(screen.getAllByRole('row')).toHaveLength(VIRTUALIZE_FROM_ROWS);
  });

  test('of 10,000 rows keeps the same table with only the visible rows in the DOM', async () => {
    // jsdom lays nothing out: give the scroll area a 600 px viewport and rows their estimated height.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(57);
    const startups = buildStartups(10_000);
    db.reset(startups);
    renderStartupsPage();

    const table = await screen.findByRole('table', { name: 'Lista de startups' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(screen.getAllByRole('columnheader')).toHaveLength(6);
    const rendered = within(table).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    const region = screen.getByRole('region', { name: 'Lista de startups' });
    expect(region.querySelectorAll('*').length).toBeLessThan(1500);
    expect(screen.getByRole('button', { name: `Editar ${startups[0]?.name}` })).toBeInTheDocument();

    // Scrolling brings the rows further down into the DOM, with their true position.
    region.scrollTop = 57 * 5000;
    region.dispatchEvent(new Event('scroll'));
    const row = await screen.findByRole('row', { name: new RegExp(`${startups[5000]?.name} `) });
    expect(row).toHaveAttribute('aria-rowindex', '5002');
    expect(screen.queryByRole('button', { name: `Editar ${startups[0]?.name}` })).toBeNull();
  });
});
